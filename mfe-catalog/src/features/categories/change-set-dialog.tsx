import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@shop/ui';
import { CloseButton, Dialog, Portal } from '@shop/ui/overlays';

export interface SetChange {
  /** The current set's name. */
  from: string;
  to: { uuid: string; name: string };
  target: string;
}

/** 'Change picture set' (spec 2: category overview): the current set has nothing for the category; Ok switches and goes on. */
export function ChangeSetDialog({ change, onOk, onClose }: { change: SetChange | null; onOk: (change: SetChange) => void; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog.Root open={change !== null} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('changeSet.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {change ? (
                <Stack gap="3">
                  <Text>{t('changeSet.notRelevant', { name: change.from })}</Text>
                  <Text>{t('changeSet.willChange', { name: change.to.name })}</Text>
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="44px" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="brand" minH="44px" onClick={() => change && onOk(change)}>
                {t('common.ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
