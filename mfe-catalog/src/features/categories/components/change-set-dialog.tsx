import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

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
    <DialogFrame
      open={change !== null}
      onClose={onClose}
      role="alertdialog"
      title={t('changeSet.title')}
      closeLabel={t('common.close')}
      closeProps={{ size: 'sm' }}
      footer={
        <>
          <Button variant="outline" minH="44px" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" minH="44px" onClick={() => change && onOk(change)}>
            {t('common.ok')}
          </Button>
        </>
      }
    >
      {change ? (
        <Stack gap="3">
          <Text>{t('changeSet.notRelevant', { name: change.from })}</Text>
          <Text>{t('changeSet.willChange', { name: change.to.name })}</Text>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
