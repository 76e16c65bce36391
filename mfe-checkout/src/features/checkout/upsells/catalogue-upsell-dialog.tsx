import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { commerceApi, type Catalogue } from '@shop/contracts/commerce';
import { HStack, IconButton, NativeSelect, Stack, Text } from '@shop/ui';
import { FormAlert, goTo, Loading } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { useMoneyText } from '../../../lib/use-price-text';
import { addCheckoutCatalogues } from '../api/checkout-api';
import { UpsellDialog } from './upsell-dialog';

/** A catalogue's chosen quantity: one less / a choice from 0 to its maxQuantity / one more (0 is allowed). */
function CatalogueQuantity({ catalogue, quantity, onChange }: { catalogue: Catalogue; quantity: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('checkout');
  const name = `${catalogue.name}, ${catalogue.subject.name}`;
  const choices = Array.from({ length: catalogue.maxQuantity + 1 }, (_, i) => i);
  return (
    <HStack gap="1">
      <IconButton variant="outline" minW="11" h="11" aria-label={t('cart.decrease', { name })} disabled={quantity <= 0} onClick={() => onChange(quantity - 1)}>
        <span aria-hidden>−</span>
      </IconButton>
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field
          aria-label={t('cart.quantityOf', { name })}
          value={String(quantity)}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          h="11"
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        variant="outline"
        minW="11"
        h="11"
        aria-label={t('cart.increase', { name })}
        disabled={quantity >= catalogue.maxQuantity}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden>+</span>
      </IconButton>
    </HStack>
  );
}

const keyOf = (c: Catalogue) => `${c.uuid}/${c.subject.uuid}`;

/**
 * The CATALOGUE upsell (spec 3): 'Don't forget the catalogue', asking 'Do you want to order the
 * catalogue?', the catalogues offered with a quantity picker each. 'Add to cart' needs a quantity above
 * 0 (else the spec's alert), adds them through the checkout and goes to the cart; 'No thanks' goes to
 * the product list.
 */
export function CatalogueUpsellDialog({ checkoutUuid, catalogueUuids, onDone }: { checkoutUuid: string; catalogueUuids: string[]; onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyText();
  const [catalogues, setCatalogues] = useState<Catalogue[] | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call(commerceApi.catalogues)
      .then((all) => {
        if (!live) return;
        const offered = all.filter((c) => catalogueUuids.includes(c.uuid));
        setCatalogues(offered);
        // the server starts the only catalogue at 1 (spec 3); several start at 0
        setQuantities(Object.fromEntries(offered.map((c) => [keyOf(c), offered.length === 1 ? Math.max(1, c.quantity) : c.quantity])));
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [catalogueUuids]);

  // nothing to offer after all (the catalogues left the list meanwhile): the next upsell
  useEffect(() => {
    if (catalogues && catalogues.length === 0) onDone();
  }, [catalogues, onDone]);

  const addToCart = async () => {
    if (!catalogues) return;
    const chosen = catalogues.map((c) => ({ uuid: c.uuid, subject: { uuid: c.subject.uuid }, quantity: quantities[keyOf(c)] ?? 0 }));
    if (!chosen.some((c) => c.quantity > 0)) {
      setError(t('upsell.catalogue.nothingChosen'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addCheckoutCatalogues(checkoutUuid, chosen);
      onDone();
      goTo(paths.cart());
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  const noThanks = () => {
    onDone();
    goTo(paths.productList());
  };

  return (
    <UpsellDialog
      title={t('upsell.catalogue.title')}
      onClose={onDone}
      onNoThanks={noThanks}
      action={{ label: t('upsell.catalogue.addToCart'), onClick: () => void addToCart(), loading: busy, disabled: !catalogues }}
    >
      <Stack gap="4">
        <Text>{t('upsell.catalogue.prompt')}</Text>
        {!catalogues && !error && <Loading label={t('common.loading')} />}
        {catalogues?.map((c) => (
          <Stack key={keyOf(c)} gap="2" borderBottomWidth="1px" borderColor="border.muted" pb="3">
            <Text fontWeight="semibold">{c.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('upsell.catalogue.forSubject', { name: c.subject.name, price: money(c.price) })}
            </Text>
            <CatalogueQuantity catalogue={c} quantity={quantities[keyOf(c)] ?? 0} onChange={(n) => setQuantities((q) => ({ ...q, [keyOf(c)]: n }))} />
          </Stack>
        ))}
        {error && <FormAlert message={error} />}
      </Stack>
    </UpsellDialog>
  );
}
