import { useTranslation } from 'react-i18next';
import type { PackageOffer } from '@shop/contracts/commerce';
import { Box, Button, Card, Center, Heading, Image, Stack, Text } from '@shop/ui';
import { goTo } from '@shop/ui/toolkit';
import { useMoneyText } from '../../../lib/money';
import { TileLink } from '../../../lib/route-link';
import { offerTarget } from '../lib/link-target';
import { priceLines } from '../lib/price-block';

/**
 * A package offer: banner, name, description line by line, the price block, the button; disabled with its reason.
 * An offer without an image of its own shows `portrait` (the customer's picture or the portal's sample, decision 0104).
 */
export function PackageCard({ offer, portrait }: { offer: PackageOffer; portrait?: string }) {
  const { t } = useTranslation('catalog');
  const money = useMoneyText();
  const { to, external } = offerTarget(offer);
  const disabled = offer.disabled !== null;
  const open = () => (external ? window.location.assign(to) : goTo(to));
  const image = offer.image || portrait;
  const banner = image ? (
    <Image src={image} alt="" w="100%" aspectRatio={16 / 9} objectFit="cover" objectPosition="center 30%" />
  ) : (
    <Box aria-hidden w="100%" aspectRatio={16 / 9} bg="brand.muted" />
  );
  return (
    <Card.Root as="article" overflow="hidden" position="relative" h="100%" aria-label={offer.name}>
      {disabled ? (
        banner
      ) : (
        <TileLink to={to} label={offer.name}>
          {banner}
        </TileLink>
      )}
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {offer.name}
        </Heading>
        <Stack gap="0">
          {offer.description
            .split('\n')
            .filter(Boolean)
            .map((line) => (
              <Text key={line}>{line}</Text>
            ))}
        </Stack>
        {offer.type === 'package' ? (
          <Stack gap="0" data-testid="price-block">
            {priceLines(offer).map((l) => (
              <Text
                key={l.kind}
                textDecoration={l.struck ? 'line-through' : undefined}
                fontWeight={l.struck ? 'normal' : 'bold'}
                fontSize={l.struck ? 'md' : 'xl'}
              >
                {t(`packages.${l.kind}`, { price: money(l.amount) })}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="brand" minH="44px" w="100%" disabled={disabled} onClick={open}>
          {offer.linkText || offer.name}
        </Button>
      </Card.Footer>
      {disabled ? (
        <Center position="absolute" inset="0" bg="bg/80" p="6" textAlign="center" data-testid="disabled-overlay">
          <Stack gap="1">
            <Text fontWeight="bold">{t('packages.disabled')}</Text>
            <Text>{offer.disabled!.reason}</Text>
          </Stack>
        </Center>
      ) : null}
    </Card.Root>
  );
}
