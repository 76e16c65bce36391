import { useTranslation } from 'react-i18next';
import { Button, Text } from '@shop/ui';

/** 'By creating a user you accept the terms of service': the terms open in a dialog. */
export function TermsLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('access');
  return (
    <Text fontSize="sm">
      {t('register.termsIntro')}{' '}
      <Button
        type="button"
        variant="plain"
        size="sm"
        p="0"
        h="auto"
        minW="0"
        fontSize="inherit"
        textDecoration="underline"
        verticalAlign="baseline"
        onClick={onOpen}
      >
        {t('register.termsLink')}
      </Button>
    </Text>
  );
}
