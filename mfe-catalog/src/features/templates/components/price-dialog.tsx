import { useTranslation } from 'react-i18next';
import type { TierPrice } from '@shop/contracts/commerce';
import { Box, Button, Flex, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { useMoneyText } from '../../../lib/money';

/**
 * 'Prices {product}': the product's tiers as ranges (spec 2: from–to, from+ for the last), each at what the
 * server's price engine charges a piece in it now (decision 0079): the buy view and the cart show the same.
 */
export function PriceDialog({ product, tiers }: { product: string; tiers: TierPrice[] }) {
  const { t } = useTranslation('catalog');
  const money = useMoneyText();
  return (
    <DialogFrame
      title={t('list.pricesOf', { product })}
      closeLabel={t('common.close')}
      closeProps={{ size: 'sm' }}
      trigger={
        <Button variant="plain" color="brand.fg" textDecoration="underline" minH="44px" px="2" aria-label={t('list.pricesOf', { product })}>
          {t('list.prices')}
        </Button>
      }
    >
      <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
        {tiers.map((r) => (
          <Flex as="li" key={r.from} justify="space-between" gap="4">
            <Text>{r.to === null ? t('list.tierFrom', { from: r.from }) : t('list.tierRange', { from: r.from, to: r.to })}</Text>
            <Box fontWeight="semibold">{money(r.unitPrice)}</Box>
          </Flex>
        ))}
      </Stack>
    </DialogFrame>
  );
}
