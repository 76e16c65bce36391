import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { commerceApi, type Catalogue } from '@shop/contracts/commerce';
import { useCall } from '@shop/data';
import { publish } from '@shop/event-bus';
import { Box, Button, Flex, Heading, IconButton, Input, Skeleton, Stack, Text, PageFrame } from '@shop/ui';
import { FormAlert, goTo } from '@shop/ui/toolkit';
import { LoadFailed } from '../../../lib/load-failed';
import { useMoneyText } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useBrowsing } from '../../../lib/session';
import { SignInPrompt } from '../../../lib/sign-in-prompt';

const keyOf = (c: Catalogue) => `${c.uuid}:${c.subject.uuid}`;

/** /products/catalogues: a quantity per catalogue and picture set (0 allowed), then 'Add to cart'. */
export function CataloguesPage() {
  const { t } = useTranslation('catalog');
  const money = useMoneyText();
  const { loaded, signedIn } = useBrowsing();
  const read = useCall(commerceApi.catalogues, {}, { enabled: signedIn, staleTime: 0 });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (read.data) setQuantities(Object.fromEntries(read.data.map((c) => [keyOf(c), c.quantity])));
  }, [read.data]);

  const set = (c: Catalogue, value: number) =>
    setQuantities((q) => ({ ...q, [keyOf(c)]: Math.min(c.maxQuantity, Math.max(0, Number.isFinite(value) ? Math.floor(value) : 0)) }));

  const add = async () => {
    const list = read.data ?? [];
    const chosen = list.map((c) => ({ uuid: c.uuid, subject: { uuid: c.subject.uuid }, quantity: quantities[keyOf(c)] ?? 0 }));
    if (!chosen.some((c) => c.quantity > 0)) return setAlert(t('catalogues.nothingChosen'));
    setAlert(null);
    setSaving(true);
    try {
      const answer = await call(commerceApi.addCatalogues, { body: { catalogues: chosen } });
      publish('cart:changed', answer.summary);
      goTo(paths.cart());
    } catch (error) {
      console.error('Adding catalogues failed', error);
      setAlert(t('catalogues.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame wide title={t('catalogues.title')}>
      {loaded && !signedIn ? (
        <SignInPrompt />
      ) : read.isError && !read.data ? (
        <LoadFailed onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <Skeleton h="200px" borderRadius="lg" role="status" aria-label={t('common.loading')} />
      ) : read.data.length === 0 ? (
        <Text>{t('catalogues.empty')}</Text>
      ) : (
        <Stack gap="4">
          <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
            {read.data.map((c) => {
              const q = quantities[keyOf(c)] ?? 0;
              const label = t('catalogues.quantity', { name: c.name, subject: c.subject.name });
              return (
                <Box as="li" key={keyOf(c)} borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
                  <Stack gap="2">
                    <Heading as="h2" size="lg">
                      {c.name}
                    </Heading>
                    <Text>{t('catalogues.for', { name: c.subject.name, group: c.subject.group })}</Text>
                    {c.description ? <Text>{c.description}</Text> : null}
                    <Text fontSize="sm">{t('catalogues.delivery', { count: c.deliveryTime.days })}</Text>
                    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                      <Text fontWeight="semibold">{t('catalogues.each', { price: money(c.price) })}</Text>
                      <Flex align="center" gap="2" role="group" aria-label={label}>
                        <IconButton
                          aria-label={`${t('catalogues.decrease')}: ${label}`}
                          variant="outline"
                          minW="44px"
                          minH="44px"
                          disabled={q <= 0}
                          onClick={() => set(c, q - 1)}
                        >
                          −
                        </IconButton>
                        <Input
                          aria-label={label}
                          inputMode="numeric"
                          w="16"
                          minH="44px"
                          textAlign="center"
                          value={String(q)}
                          onChange={(e) => set(c, Number(e.target.value.replace(/\D/g, '')))}
                        />
                        <IconButton
                          aria-label={`${t('catalogues.increase')}: ${label}`}
                          variant="outline"
                          minW="44px"
                          minH="44px"
                          disabled={q >= c.maxQuantity}
                          onClick={() => set(c, q + 1)}
                        >
                          +
                        </IconButton>
                      </Flex>
                    </Flex>
                  </Stack>
                </Box>
              );
            })}
          </Stack>
          {alert ? <FormAlert message={alert} /> : null}
          <Button colorPalette="brand" minH="44px" loading={saving} onClick={() => void add()}>
            {t('catalogues.add')}
          </Button>
        </Stack>
      )}
    </PageFrame>
  );
}
