import { useTranslation } from 'react-i18next';
import type { RetouchPicture } from '@shop/contracts/commerce';
import { Button, List, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

/** 'Retouch service': the names of the picture's userRetouchTasks, or 'No retouch options set'; Close. */
export function RetouchServiceDialog({ picture, onClose }: { picture: RetouchPicture; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <DialogFrame
      onClose={onClose}
      title={t('retouch.service')}
      footer={
        <Button minH="11" onClick={onClose}>
          {t('retouch.close')}
        </Button>
      }
    >
      {picture.userRetouchTasks.length === 0 ? (
        <Text>{t('retouch.noTasks')}</Text>
      ) : (
        <List.Root ps="5">
          {picture.userRetouchTasks.map((task) => (
            <List.Item key={task.uuid}>{task.name}</List.Item>
          ))}
        </List.Root>
      )}
    </DialogFrame>
  );
}
