import { lazy, Suspense, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userAtom } from '@shop/session';
import { Box, Button, Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { links } from '../../../lib/route-links';
import { AddCodeForm, pendingSetAtom } from '../../add-picture-set';
import { useLoginHash } from '../hooks/use-login-hash';
import { goTo } from '@shop/ui/toolkit';

const PendingSetConfirmation = lazy(() => import('../../add-picture-set').then((m) => ({ default: m.PendingSetConfirmation })));

/** A signed-in customer: add another picture set by code, or go to their picture sets. */
export function SignedInView() {
  const { t } = useTranslation('access');
  useDocumentTitle(t('front.headingSignedIn'));
  const user = useAtomValue(userAtom);
  const [params] = useSearchParams();
  const pendingSet = useAtomValue(pendingSetAtom);
  useLoginHash();
  const pictureSets = links.myPictureSets();
  const openPictureSets = (event: MouseEvent) => {
    event.preventDefault();
    goTo(pictureSets);
  };
  return (
    <Stack gap="8">
      <PageHeading>{t('front.headingSignedIn')}</PageHeading>
      <FormCard>
        <AddCodeForm initialCode={params.get('code') ?? undefined} />
      </FormCard>
      <Box as="section" aria-labelledby="access-logged-in">
        <Text id="access-logged-in" fontSize="lg" fontWeight="semibold">
          {t('front.loggedIn')}
        </Text>
        {/* registration asks no name: the address says who is logged in until one is added */}
        <Text mb="3">{user?.name.trim() || user?.emailAddress}</Text>
        <Button asChild variant="outline" color="header.fg" borderColor="header.fg" size="lg" minW="11rem" _hover={{ bg: 'whiteAlpha.200' }}>
          <a href={pictureSets} onClick={openPictureSets}>
            {t('front.myPictureSets')}
          </a>
        </Button>
      </Box>
      {pendingSet && (
        <Suspense fallback={null}>
          <PendingSetConfirmation />
        </Suspense>
      )}
    </Stack>
  );
}
