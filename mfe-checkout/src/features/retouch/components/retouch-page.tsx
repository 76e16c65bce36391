import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { publish } from '@shop/event-bus';
import { Box, Button, Flex, List, Stack, Text, PageFrame } from '@shop/ui';
import { AppLink, FormAlert, Loading } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { usePriceText } from '../../../lib/use-price-text';
import { RetouchPictureCard } from './retouch-picture-card';
import { useRetouchSelection } from '../hooks/use-retouch-selection';

/** /shopping-cart/retouch, 'Retouch options': per picture of the cart, its retouch choices; the count, the total and Next. */
export function RetouchPage() {
  const { t } = useTranslation('checkout');
  const price = usePriceText();
  const onSaveError = useCallback(() => publish('toast', { status: 'error', title: t('retouch.saveFailed') }), [t]);
  const { state, selection, saving, toggle, reload } = useRetouchSelection(onSaveError);

  if (state.status === 'loading') {
    return (
      <PageFrame title={t('retouch.title')}>
        <Loading label={t('common.loading')} />
      </PageFrame>
    );
  }
  if (state.status === 'error') {
    return (
      <PageFrame title={t('retouch.title')}>
        <Stack gap="3" align="flex-start">
          <FormAlert message={t('retouch.loadFailed')} />
          <Button variant="outline" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  const { options } = state;
  const product = options.retouchProduct;
  if (!product) {
    return (
      <PageFrame title={t('retouch.title')}>
        <FormAlert status="info" message={t('retouch.notAvailable')} />
        <AppLink to={paths.cart()}>{t('edit.backToCart')}</AppLink>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('retouch.title')}>
      <Text>{t('retouch.intro')}</Text>
      {options.pictures.length === 0 ? (
        <Text>{t('retouch.none')}</Text>
      ) : (
        <List.Root as="ul" listStyleType="none" m="0" p="0" gap="3">
          {options.pictures.map((picture) => (
            <RetouchPictureCard
              key={picture.uuid}
              picture={picture}
              product={product}
              chosen={selection[picture.uuid] ?? []}
              onToggle={(sub, on) => toggle(picture.uuid, sub, on)}
            />
          ))}
        </List.Root>
      )}
      <Box position="sticky" bottom="0" bg="bg" py="3" mx="-4" px="4" borderTopWidth="1px" borderColor="border">
        <Flex gap="3" justify="space-between" align="center">
          <Stack gap="0" aria-live="polite" aria-busy={saving || undefined}>
            <Text fontSize="sm" data-testid="retouch-count">
              {t('retouch.pictureCount', { count: options.pictureCount })}
            </Text>
            <Text fontWeight="bold" data-testid="retouch-total">
              {saving ? t('retouch.saving') : t('retouch.total', { price: price(options.totalPrice) })}
            </Text>
          </Stack>
          <AppLink to={paths.cart()} asButton>
            {t('retouch.next')}
          </AppLink>
        </Flex>
      </Box>
    </PageFrame>
  );
}
