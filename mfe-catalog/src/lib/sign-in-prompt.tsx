import { useTranslation } from 'react-i18next';
import { Card, Flex, Text } from '@shop/ui';
import { AppLink } from '@shop/ui/toolkit';
import { paths } from './paths';

/** Picture-set dependent content for a visitor (spec 2 section 6): a friendly way to a code or sign-in. */
export function SignInPrompt({ text }: { text?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="3">
        <Text>{text ?? t('common.signInPrompt')}</Text>
        <Flex gap="3" wrap="wrap">
          <AppLink to={paths.enterCode()} asButton>
            {t('common.enterCode')}
          </AppLink>
          <AppLink to={paths.login()} asButton variant="outline">
            {t('common.signIn')}
          </AppLink>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
