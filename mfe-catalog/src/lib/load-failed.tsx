import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';

/** A read that failed (spec 2 leaves the wording open: one calm sentence and a way to try again). */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <Stack gap="3" align="start">
      <FormAlert status="error" message={t('common.loadFailed')} />
      {onRetry ? (
        <Button variant="outline" minH="44px" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
