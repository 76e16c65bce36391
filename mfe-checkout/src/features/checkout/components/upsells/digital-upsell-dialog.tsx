import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpsellItem } from '@shop/contracts/checkout';
import { publish } from '@shop/event-bus';
import { Button, Stack, Text } from '@shop/ui';
import { FormAlert, goTo } from '@shop/ui/toolkit';
import { paths } from '../../../../lib/paths';
import { addCheckoutDigitalSets } from '../../api/checkout-api';
import { useMoneyText } from '../../../../lib/use-price-text';
import { UpsellDialog } from './upsell-dialog';

/**
 * The DIGITAL_FILES upsell (spec 3): 'Special offer', discounted digital portrait sets or files (the
 * server sends sets when any set is discounted). 'Check out offer' opens the digital portraits;
 * 'No thanks' goes on to the next upsell. With discounted sets it also buys them at once (spec 3: POST
 * …/digital-sets) and goes to the cart, which then holds them; a failure reads 'Failed to buy digital sets: …'.
 */
export function DigitalUpsellDialog({ checkoutUuid, item, onDone }: { checkoutUuid: string; item: UpsellItem; onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyText();
  const sets = item.offer !== 'files';
  const subjects = sets ? (item.subjects ?? []) : [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkOut = () => {
    onDone();
    goTo(paths.digitalPortraitsList());
  };
  const buy = async () => {
    setBusy(true);
    setError(null);
    try {
      await addCheckoutDigitalSets(checkoutUuid, subjects, t('upsell.digital.failed'));
      publish('toast', { status: 'success', title: t('upsell.digital.bought') });
      onDone();
      goTo(paths.cart());
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <UpsellDialog title={t('upsell.digital.title')} onClose={onDone} onNoThanks={onDone} action={{ label: t('upsell.digital.checkOut'), onClick: checkOut }}>
      <Stack gap="2">
        <Text fontWeight="semibold">{t(sets ? 'upsell.digital.sets' : 'upsell.digital.files')}</Text>
        {item.rebatedPrice !== null && <Text>{t('upsell.digital.price', { price: money(item.rebatedPrice), normal: money(item.price) })}</Text>}
        {subjects.length > 0 && (
          <>
            <Text>{t('upsell.digital.buyFor', { names: subjects.map((s) => s.name).join(', ') })}</Text>
            <Button variant="outline" minH="11" alignSelf="flex-start" loading={busy} onClick={() => void buy()}>
              {t('upsell.digital.buy')}
            </Button>
          </>
        )}
        {error && <FormAlert message={error} />}
      </Stack>
    </UpsellDialog>
  );
}
