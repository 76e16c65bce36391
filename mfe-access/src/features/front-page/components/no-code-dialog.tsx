import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shopSettingsAtom } from '@shop/session';
import { Button, Link, Stack, Text } from '@shop/ui';
import { SimpleDialog } from '../../../components/simple-dialog';

/** 'Not received a code?': who sends the codes and how to reach them. */
export function NoCodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('access');
  const shop = useAtomValue(shopSettingsAtom);
  const email = shop?.contactInfo.email;
  return (
    <SimpleDialog
      title={t('noCode.title')}
      onClose={onClose}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t('noCode.text', { shop: shop?.name ?? '' })}</Text>
        {email && (
          <Text>
            {t('noCode.contact')}{' '}
            <Link href={`mailto:${email}`} color="fg" textDecoration="underline">
              {email}
            </Link>
          </Text>
        )}
      </Stack>
    </SimpleDialog>
  );
}
