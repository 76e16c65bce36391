import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { commerceApi, type Catalogue } from '@shop/contracts/commerce';
import { Stack, Text } from '@shop/ui';
import { FormAlert, goTo, Loading } from '@shop/ui/toolkit';
import { paths } from '../../../../lib/paths';
import { QuantityStepper } from '../../../../lib/quantity-stepper';
import { useMoneyText } from '../../../../lib/use-price-text';
import { addCheckoutCatalogues } from '../../api/checkout-api';
import { UpsellDialog } from './upsell-dialog';

/** A catalogue's chosen quantity: from 0 (allowed: not this one) to its maxQuantity. */
function CatalogueQuantity({ catalogue, quantity, onChange }: { catalogue: Catalogue; quantity: number; onChange: (n: number) => void }) {
  return <QuantityStepper name={`${catalogue.name}, ${catalogue.subject.name}`} quantity={quantity} min={0} max={catalogue.maxQuantity} onChange={onChange} />;
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
