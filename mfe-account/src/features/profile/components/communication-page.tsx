import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { publish } from '@shop/event-bus';
import { sessionStore, userAtom } from '@shop/session';
import { Button, Card, Heading, Stack, Text } from '@shop/ui';
import { saveReminders, showReminders, useReminderSubjects, setAcceptMail, type ReminderSubjectItem } from '../api/profile-api';
import { serverMessage } from '@shop/api-client';
import { AccountPage } from './account-page';
import { Toggle } from './toggle';
import { FormAlert, Loading } from '@shop/ui/toolkit';

type Feedback = { status: 'success' | 'error'; message: string } | undefined;

/**
 * Reminders per subject: the list loads first; a toggle posts the whole list (spec 1 §4: changes are
 * posted only after the first load). The answer is the new state; a failure puts the switch back.
 */
function Reminders() {
  const { t } = useTranslation('account-profile');
  const [state, reload] = useReminderSubjects();
  const setSubjects = showReminders;
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>();
  const latest = useRef(0);

  const toggle = async (subjects: ReminderSubjectItem[], uuid: string, enabled: boolean) => {
    const next = subjects.map((s) => (s.uuid === uuid ? { ...s, remindersEnabled: enabled } : s));
    setSubjects(next);
    setFeedback(undefined);
    setSaving(true);
    const request = ++latest.current;
    try {
      const saved = await saveReminders(next);
      if (request !== latest.current) return;
      setSubjects(saved);
      setFeedback({ status: 'success', message: t('communication.remindersSaved') });
    } catch (error) {
      if (request !== latest.current) return;
      setSubjects(subjects);
      setFeedback({ status: 'error', message: serverMessage(error) ?? t('communication.remindersFailed') });
    } finally {
      if (request === latest.current) setSaving(false);
    }
  };

  return (
    <section aria-labelledby="reminders-heading">
      <Stack gap="3">
        <Heading as="h2" id="reminders-heading" size="lg">
          {t('communication.remindersHeading')}
        </Heading>
        <Text color="fg.muted">{t('communication.remindersIntro')}</Text>
        {state.status === 'loading' && <Loading label={t('common.loading')} />}
        {state.status === 'error' && (
          <Stack gap="3" align="flex-start">
            <FormAlert message={t('communication.remindersLoadFailed')} />
            <Button variant="outline" onClick={reload}>
              {t('common.retry')}
            </Button>
          </Stack>
        )}
        {state.status === 'ready' &&
          (state.data.length === 0 ? (
            <Text>{t('communication.noSubjects')}</Text>
          ) : (
            <Stack gap="1" role="group" aria-labelledby="reminders-heading">
              {state.data.map((subject) => (
                <Toggle
                  key={subject.uuid}
                  label={subject.name}
                  checked={subject.remindersEnabled}
                  disabled={saving}
                  onChange={(checked) => void toggle(state.data, subject.uuid, checked)}
                />
              ))}
            </Stack>
          ))}
        {feedback && <FormAlert status={feedback.status} message={feedback.message} />}
      </Stack>
    </section>
  );
}

/** The e-mail consent, patched on the user. */
function AcceptMail() {
  const { t } = useTranslation('account-profile');
  const user = useAtomValue(userAtom);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>();
  const [pending, setPending] = useState<boolean>();
  const checked = pending ?? user?.acceptMail === true;

  const change = async (acceptMail: boolean) => {
    setFeedback(undefined);
    setPending(acceptMail);
    setSaving(true);
    try {
      const updated = await setAcceptMail(acceptMail);
      sessionStore.set(userAtom, updated);
      publish('session:changed', { user: updated });
      setFeedback({ status: 'success', message: t('communication.acceptMailSaved') });
    } catch (error) {
      setFeedback({ status: 'error', message: serverMessage(error) ?? t('communication.acceptMailFailed') });
    } finally {
      setPending(undefined);
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="accept-mail-heading">
      <Stack gap="3">
        <Heading as="h2" id="accept-mail-heading" size="lg">
          {t('communication.acceptMailHeading')}
        </Heading>
        <Toggle label={t('communication.acceptMail')} checked={checked} disabled={saving || !user} onChange={(value) => void change(value)} />
        {feedback && <FormAlert status={feedback.status} message={feedback.message} />}
      </Stack>
    </section>
  );
}

/** /my-account/communication: reminders per subject and the e-mail consent. */
export function CommunicationPage() {
  const { t } = useTranslation('account-profile');
  return (
    <AccountPage title={t('communication.heading')}>
      <Card.Root bg="surface.raised" color="fg">
        <Card.Body>
          <Stack gap="8">
            <Reminders />
            <AcceptMail />
          </Stack>
        </Card.Body>
      </Card.Root>
    </AccountPage>
  );
}
