import { useTranslation } from 'react-i18next';
import type { UpsellItem } from '@shop/contracts/checkout';
import { Button, HStack, Stack, Text } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';
import { goTo } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { useMoneyText } from '../../../lib/use-price-text';

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
    <Dialog.Root open placement="center" onOpenChange={(d) => !d.open && onDone()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('upsell.digital.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{t(sets ? 'upsell.digital.sets' : 'upsell.digital.files')}</Text>
                {item.rebatedPrice !== null && <Text>{t('upsell.digital.price', { price: money(item.rebatedPrice), normal: money(item.price) })}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3">
                <Button variant="outline" minH="11" onClick={onDone}>
                  {t('upsell.noThanks')}
                </Button>
                <Button colorPalette="brand" minH="11" onClick={checkOut}>
                  {t('upsell.digital.checkOut')}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
