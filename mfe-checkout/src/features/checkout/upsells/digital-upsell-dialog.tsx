import { useTranslation } from 'react-i18next';
import type { UpsellItem } from '@shop/contracts/checkout';
import { Stack, Text } from '@shop/ui';
import { goTo } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { useMoneyText } from '../../../lib/use-price-text';
import { UpsellDialog } from './upsell-dialog';

/**
 * The DIGITAL_FILES upsell (spec 3): 'Special offer', discounted digital portrait sets or files (the
 * server sends sets when any set is discounted). 'Check out offer' opens the digital portraits;
 * 'No thanks' goes on to the next upsell.
 */
export function DigitalUpsellDialog({ item, onDone }: { item: UpsellItem; onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyText();
  const sets = item.offer !== 'files';
  const checkOut = () => {
    onDone();
    goTo(paths.digitalPortraitsList());
  };
  return (
    <UpsellDialog title={t('upsell.digital.title')} onClose={onDone} onNoThanks={onDone} action={{ label: t('upsell.digital.checkOut'), onClick: checkOut }}>
      <Stack gap="2">
        <Text fontWeight="semibold">{t(sets ? 'upsell.digital.sets' : 'upsell.digital.files')}</Text>
        {item.rebatedPrice !== null && <Text>{t('upsell.digital.price', { price: money(item.rebatedPrice), normal: money(item.price) })}</Text>}
      </Stack>
    </UpsellDialog>
  );
}
