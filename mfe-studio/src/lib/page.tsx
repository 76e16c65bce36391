import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@shop/ui';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@shop/ui';
import { ApiError } from '@shop/api-client';
import { errorMessage } from './errors';

/** A studio page: its h1 (also the document's title), an optional line under it and actions beside it. */
export function StudioPage({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('studio');
  useDocumentTitle(`${title} · ${t('frame.title')}`);
  return (
    <Stack gap="6" maxW="6xl">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

/** A read's states: loading, failed (with the reason: a portal that is not the member's is 'not found'), or its content. */
export function ReadState({ read, children }: { read: { isPending: boolean; isError: boolean; error: unknown }; children: () => ReactNode }) {
  const { t } = useTranslation('studio');
  if (read.isPending) return <Loading label={t('frame.loading')} />;
  if (read.isError) {
    if (read.error instanceof ApiError && read.error.status === 404) return <NotFoundPage />;
    return <FormAlert message={errorMessage(read.error, t)} />;
  }
  return <>{children()}</>;
}

export function NotFoundPage() {
  const { t } = useTranslation('studio');
  return (
    <StudioPage title={t('notFound.title')}>
      <Text>{t('notFound.text')}</Text>
    </StudioPage>
  );
}

/** Someone saved a newer version first (409): who and when, and a way to load their version. Nothing was saved. */
export function ConflictAlert({ conflict, onReload }: { conflict: { by: string; at: string }; onReload: () => void }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="3">
        <Alert.Title fontWeight="normal" color="fg">
          {t('conflict.text', { by: conflict.by, at: formatDate(conflict.at, { withTime: true }) })}
        </Alert.Title>
        <Box>
          <Button size="sm" variant="outline" onClick={onReload}>
            {t('conflict.reload')}
          </Button>
        </Box>
      </Stack>
    </Alert.Root>
  );
}

/** A section of a page with its own heading and save. */
export function Section({ title, description, children, id }: { title: string; description?: string; children: ReactNode; id?: string }) {
  return (
    <Box as="section" id={id} aria-labelledby={id ? `${id}-heading` : undefined} bg="surface.raised" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={id ? `${id}-heading` : undefined}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
