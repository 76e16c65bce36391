import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeData } from '@shop/contracts/access';
import { Box, Button, Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeading } from '../../../components/page-heading';
import { CodeForm } from '../../code-entry';
import { NoCodeDialog, preloadLoginOrRegister } from './lazy-views';

interface CodeEntryViewProps {
  initialCode?: string;
  /** The server already refused initialCode (its message, if it gave one). */
  initialRefusal?: { message?: string };
  focus: boolean;
  onValid: (codeData: CodeData) => void;
  onSignIn: () => void;
}

/** The visitor's first screen: the code field, help for those without one, and 'Sign in'. */
export function CodeEntryView({ initialCode, initialRefusal, focus, onValid, onSignIn }: CodeEntryViewProps) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('front.heading'));
  const [noCodeOpen, setNoCodeOpen] = useState(false);
  return (
    <Stack gap="8">
      <PageHeading focus={focus}>{t('front.heading')}</PageHeading>
      <FormCard>
        <CodeForm key={initialCode} initialCode={initialCode} initialRefusal={initialRefusal} onValid={onValid} onSubmitStart={preloadLoginOrRegister} />
        <Button type="button" variant="plain" alignSelf="flex-start" p="0" h="auto" textDecoration="underline" onClick={() => setNoCodeOpen(true)}>
          {t('front.noCode')}
        </Button>
      </FormCard>
      <Box as="section" aria-labelledby="access-have-account">
        <Text id="access-have-account" fontSize="lg" fontWeight="semibold" mb="3">
          {t('front.haveAccount')}
        </Text>
        <Button
          type="button"
          variant="outline"
          color="header.fg"
          borderColor="header.fg"
          size="lg"
          minW="11rem"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={onSignIn}
        >
          {t('front.signIn')}
        </Button>
      </Box>
      <LazyDialog open={noCodeOpen}>
        <NoCodeDialog onClose={() => setNoCodeOpen(false)} />
      </LazyDialog>
    </Stack>
  );
}
