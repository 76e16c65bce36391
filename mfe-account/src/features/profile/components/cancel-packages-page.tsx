import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Stack, Text } from '@shop/ui';
import { cancelPackages, useInspectionSubjects, type InspectionSubjectItem } from '../api/profile-api';
import { serverMessage } from '@shop/api-client';
import { AccountPage } from './account-page';
import { Toggle } from './toggle';
import { FormAlert, Loading, SubmitButton } from '@shop/ui/toolkit';

/**
 * The picture packages held for inspection, one switch per subject (on its own page and, spec 1, as a
 * panel on /my-account). The button is enabled only after a
 * change; the answer's list replaces the shown one; on an error the list stays as it is.
 */
export function CancelPackagesPanel({ initial }: { initial: InspectionSubjectItem[] }) {
  const { t } = useTranslation('account-profile');
  const [subjects, setSubjects] = useState(initial);
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<{ status: 'success' | 'error'; message: string }>();

  const toggle = (uuid: string, enabled: boolean) => {
    setSubjects((list) => list.map((s) => (s.uuid === uuid ? { ...s, enabled } : s)));
    setChanged(true);
    setFeedback(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFeedback(undefined);
    try {
      const answer = await cancelPackages(subjects);
      if ('error' in answer) {
        setFeedback({ status: 'error', message: answer.error || t('cancelPackages.failed') });
        return;
      }
      setSubjects(answer.subjects);
      setChanged(false);
      setFeedback({ status: 'success', message: t('cancelPackages.success') });
    } catch (error) {
      setFeedback({ status: 'error', message: serverMessage(error) ?? t('cancelPackages.failed') });
    } finally {
      setSaving(false);
    }
  };

  if (subjects.length === 0) return <Text>{t('cancelPackages.none')}</Text>;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <Text color="fg.muted" id="cancel-packages-intro">
          {t('cancelPackages.intro')}
        </Text>
        <Stack gap="1" role="group" aria-describedby="cancel-packages-intro" aria-label={t('cancelPackages.listLabel')}>
          {subjects.map((subject) => (
            <Toggle key={subject.uuid} label={subject.name} checked={subject.enabled} disabled={saving} onChange={(checked) => toggle(subject.uuid, checked)} />
          ))}
        </Stack>
        {feedback && <FormAlert status={feedback.status} message={feedback.message} />}
        <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!changed || saving} loading={saving}>
          {t('cancelPackages.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/** /my-account/cancel-picture-packages */
export function CancelPackagesPage() {
  const { t } = useTranslation('account-profile');
  const [state, reload] = useInspectionSubjects();
  return (
    <AccountPage title={t('cancelPackages.heading')}>
      <Card.Root bg="surface.raised" color="fg">
        <Card.Body>
          {state.status === 'loading' && <Loading label={t('common.loading')} />}
          {state.status === 'error' && (
            <Stack gap="3" align="flex-start">
              <FormAlert message={t('cancelPackages.loadFailed')} />
              <Button variant="outline" onClick={reload}>
                {t('common.retry')}
              </Button>
            </Stack>
          )}
          {state.status === 'ready' && <CancelPackagesPanel initial={state.data} />}
        </Card.Body>
      </Card.Root>
    </AccountPage>
  );
}
