import { Fragment } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shopSettingsAtom } from '@shop/session';
import { Button, Text } from '@shop/ui';
import { SimpleDialog } from '../../../components/simple-dialog';

/** The portal's terms of service, newlines shown as line breaks. */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('access');
  const terms = useAtomValue(shopSettingsAtom)?.terms.termsOfService ?? '';
  const lines = terms.split(/\r?\n/);
  return (
    <SimpleDialog
      title={t('terms.title')}
      onClose={onClose}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Text data-testid="terms-text">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one static text, in order
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </SimpleDialog>
  );
}
