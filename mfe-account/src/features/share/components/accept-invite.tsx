import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/api-client';
import { Button, Card, Heading, Stack, Text } from '@shop/ui';
import { serverMessage } from '@shop/api-client';
import { acceptInvite, useInvite } from '../api/share-api';
import { FormAlert, Loading } from '@shop/ui/toolkit';

export interface AcceptInviteProps {
  /** The token of the e-mailed link (/my-account/picture-sets?invite=<token>). */
  token: string;
  /** After the picture sets were added: their subject uuids (reload the list with them). */
  onAccepted?: (subjectUuids: string[]) => void;
}

/**
 * An invitation to someone else's picture sets: who sent it, which subjects, whether it expired, and
 * 'Add to my picture sets'. Meant to sit on the picture-set list (which has the page's h1): its title is an h2.
 */
export function AcceptInvite({ token, onAccepted }: AcceptInviteProps) {
  const { t } = useTranslation('account-profile');
  const [invite] = useInvite(token);
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();

  const accept = async () => {
    if (invite.status !== 'ready') return;
    setAccepting(true);
    setError(undefined);
    try {
      const { subjectUuids } = await acceptInvite(token);
      setAccepted(true);
      onAccepted?.(subjectUuids);
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) setError(t('invite.otherEmail', { email: invite.data.recipient }));
      else if (e instanceof ApiError && e.status === 409) setError(t('invite.used'));
      else if (e instanceof ApiError && e.status === 410) setError(t('invite.expired'));
      else if (e instanceof ApiError && e.status === 404) setError(t('invite.notFound'));
      else setError(serverMessage(e) ?? t('invite.acceptFailed'));
    } finally {
      setAccepting(false);
    }
  };

  let body: ReactNode;
  if (invite.status === 'loading') body = <Loading label={t('common.loading')} />;
  else if (invite.status === 'error') body = <FormAlert message={t('invite.notFound')} />;
  else {
    const { senderName, subjects, expired, used } = invite.data;
    const names = subjects.map((s) => s.name).join(', ');
    body = (
      <Stack gap="3">
        <Text>{t('invite.description', { sender: senderName, count: subjects.length, names })}</Text>
        {accepted ? (
          <FormAlert status="success" message={t('invite.accepted', { count: subjects.length })} />
        ) : used ? (
          <FormAlert status="info" message={t('invite.used')} />
        ) : expired ? (
          <FormAlert status="info" message={t('invite.expired')} />
        ) : (
          <>
            {error && <FormAlert message={error} />}
            <Button
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              onClick={() => void accept()}
              loading={accepting}
              loadingText={t('invite.accept')}
            >
              {t('invite.accept')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Card.Root bg="surface.raised" color="fg" as="section" aria-labelledby="share-invite-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="share-invite-heading">
          {t('invite.heading')}
        </Heading>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
