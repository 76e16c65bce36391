import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DigitalPictureType, DigitalSection } from '@shop/contracts/commerce';
import { Badge, Box, Button, Flex, Heading, Image, SimpleGrid, Skeleton, Stack, Text, PageFrame } from '@shop/ui';
import { AppLink, FormAlert } from '@shop/ui/toolkit';
import { LoadFailed } from '../../../lib/load-failed';
import { useMoneyText } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useBrowsing } from '../../../lib/session';
import { SignInPrompt } from '../../../lib/sign-in-prompt';
import { toggleFile, toggleSet, useDigitalSet } from '../api/digital';

/** /products/digital-portraits/{subjectUuid}: a section per picture type with the set and single files. */
export function DigitalSetPage() {
  const { subjectUuid = '' } = useParams();
  const { t } = useTranslation('catalog');
  const { loaded, signedIn } = useBrowsing();
  const read = useDigitalSet(subjectUuid, signedIn);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setFailed(false);
    try {
      await action();
      await read.refetch();
    } catch (error) {
      console.error('Digital toggle failed', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const notFound = read.error && (read.error as { status?: number }).status === 404;
  const set = read.data?.pictureSet;
  return (
    <PageFrame wide title={set ? `${t('digital.title')}: ${set.subject.name}` : t('digital.title')}>
      <AppLink to={paths.digitalPortraits()}>{t('digital.back')}</AppLink>
      {failed ? <FormAlert message={t('digital.toggleFailed')} /> : null}
      {loaded && !signedIn ? (
        <SignInPrompt />
      ) : notFound ? (
        <Text>{t('digital.notFound')}</Text>
      ) : read.isError && !set ? (
        <LoadFailed onRetry={() => void read.refetch()} />
      ) : !set ? (
        <Skeleton h="300px" borderRadius="lg" role="status" aria-label={t('common.loading')} />
      ) : set.sections.length === 0 ? (
        <Text>{t('digital.empty')}</Text>
      ) : (
        set.sections.map((section) => (
          <Section
            key={section.type}
            section={section}
            combined={Boolean(read.data?.combinedIndividualAndFriends)}
            busy={busy}
            onSet={() => run(`set:${section.type}`, () => toggleSet(set.subject.uuid, section.type))}
            onFile={(uuid, type) => run(`file:${uuid}`, () => toggleFile(uuid, type))}
          />
        ))
      )}
    </PageFrame>
  );
}

function Section({
  section,
  combined,
  busy,
  onSet,
  onFile,
}: {
  section: DigitalSection;
  combined: boolean;
  busy: string | null;
  onSet: () => void;
  onFile: (uuid: string, type: DigitalPictureType) => void;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoneyText();
  const title = combined && section.type === 'IP' ? t('digital.sets.combined') : t(`digital.sets.${section.type}`);
  const price = (p: { price: number; normalPrice: number }) => (
    <>
      {p.price < p.normalPrice ? (
        <Text as="span" textDecoration="line-through" me="2">
          {money(p.normalPrice)}
        </Text>
      ) : null}
      <Text as="span" fontWeight="bold">
        {money(p.price)}
      </Text>
    </>
  );
  return (
    <Stack as="section" gap="3" aria-label={title} borderTopWidth="1px" borderColor="border" pt="4">
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {section.set ? (
        <Flex gap="3" align="center" wrap="wrap" justify="space-between" bg="bg.muted" p="3" borderRadius="md">
          <Stack gap="0">
            <Text fontWeight="semibold">{t('digital.wholeSet')}</Text>
            <Text>{price(section.set)}</Text>
          </Stack>
          {section.setBought ? (
            <Badge colorPalette="brand">{t('digital.bought')}</Badge>
          ) : (
            <Button
              colorPalette="brand"
              variant={section.setInCart ? 'outline' : 'solid'}
              minH="44px"
              loading={busy === `set:${section.type}`}
              onClick={onSet}
              aria-label={section.setInCart ? `${t('digital.remove')}: ${title}` : `${t('digital.addSet')}: ${title}`}
            >
              {section.setInCart ? t('digital.remove') : t('digital.addSet')}
            </Button>
          )}
        </Flex>
      ) : null}
      {section.pictures.length > 0 ? (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" listStyleType="none" p="0" m="0">
          {section.pictures.map((p) => {
            const label = t('digital.pictureLabel', { id: p.webshopId });
            return (
              <Box as="li" key={p.uuid} borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden">
                <Image src={p.image} alt={label} w="100%" aspectRatio={4 / 5} objectFit="cover" loading="lazy" />
                <Stack p="2" gap="2">
                  {section.file ? <Text fontSize="sm">{price(section.file)}</Text> : null}
                  {section.file ? (
                    section.setInCart ? (
                      <Button size="sm" minH="44px" disabled variant="outline">
                        {t('digital.setInCart')}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        minH="44px"
                        colorPalette="brand"
                        variant={p.inCart ? 'outline' : 'solid'}
                        loading={busy === `file:${p.uuid}`}
                        onClick={() => onFile(p.uuid, p.pictureType)}
                        aria-label={`${p.inCart ? t('digital.remove') : t('digital.addFile')}: ${label}`}
                      >
                        {p.inCart ? t('digital.remove') : t('digital.addFile')}
                      </Button>
                    )
                  ) : null}
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
