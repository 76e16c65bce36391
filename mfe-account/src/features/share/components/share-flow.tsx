import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureSet } from '@shop/contracts/account';
import { serverMessage } from '@shop/api-client';
import { Button, Field, Heading, HStack, IconButton, Input, List, Stack, Text } from '@shop/ui';
import { Checkbox } from '@shop/ui/overlays';
import { showAlert } from '../../../lib/browser';
import { isValidEmail, MAX_RECIPIENTS, validRecipients } from '../lib/recipients';
import { useShareablePictureSets, sharePictureSets } from '../api/share-api';
import { FormAlert, Loading } from '@shop/ui/toolkit';

type Step = { name: 'select' } | { name: 'recipients' } | { name: 'receipt'; recipients: string[] };

/** A step's heading (h2 under the page's or dialog's title); focus moves to it when the step changes. */
function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Heading as="h2" size="lg" ref={ref} tabIndex={-1} _focus={{ outline: 'none' }}>
      {children}
    </Heading>
  );
}

function SelectPictureSets({
  sets,
  selected,
  onChange,
  onNext,
  focus,
}: {
  sets: PictureSet[];
  selected: string[];
  onChange: (uuids: string[]) => void;
  onNext: () => void;
  focus: boolean;
}) {
  const { t } = useTranslation('account-profile');
  if (sets.length === 0) {
    return (
      <Stack gap="4">
        <StepHeading focus={focus}>{t('share.selectHeading')}</StepHeading>
        <FormAlert status="info" message={t('share.noneAvailable')} />
      </Stack>
    );
  }
  const toggle = (uuid: string, checked: boolean) => onChange(checked ? [...selected, uuid] : selected.filter((u) => u !== uuid));
  return (
    <Stack gap="4">
      <StepHeading focus={focus}>{t('share.selectHeading')}</StepHeading>
      <Stack gap="3" role="group" aria-label={t('share.selectHeading')}>
        {sets.map((set) => (
          <Checkbox.Root
            key={set.uuid}
            checked={selected.includes(set.uuid)}
            onCheckedChange={(details) => toggle(set.uuid, details.checked === true)}
            colorPalette="brand"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="1" />
            <Checkbox.Label fontWeight="normal" color="fg">
              {t('share.pictureSetLabel', { subject: set.subject.name, job: set.job.name })}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={selected.length === 0} onClick={onNext}>
        {selected.length === 0 ? t('share.selectButtonEmpty') : t('share.selectButton', { count: selected.length })}
      </Button>
    </Stack>
  );
}

function SelectRecipients({
  subjects,
  onBack,
  onSent,
  focus,
}: {
  subjects: string[];
  onBack: () => void;
  onSent: (recipients: string[]) => void;
  focus: boolean;
}) {
  const { t } = useTranslation('account-profile');
  const [entries, setEntries] = useState<string[]>(['']);
  const [touched, setTouched] = useState<boolean[]>([false]);
  const [sending, setSending] = useState(false);
  const lastInput = useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = useState(false);
  const recipients = validRecipients(entries);

  useEffect(() => {
    if (focusLast) {
      lastInput.current?.focus();
      setFocusLast(false);
    }
  }, [focusLast]);

  const setEntry = (index: number, value: string) => setEntries((list) => list.map((e, i) => (i === index ? value : e)));
  const add = () => {
    setEntries((list) => [...list, '']);
    setTouched((list) => [...list, false]);
    setFocusLast(true);
  };
  const remove = (index: number) => {
    setEntries((list) => list.filter((_, i) => i !== index));
    setTouched((list) => list.filter((_, i) => i !== index));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (recipients.length === 0 || sending) return;
    setSending(true);
    try {
      const answer = await sharePictureSets(recipients, subjects);
      if ('error' in answer) {
        showAlert(answer.error);
        return;
      }
      onSent(answer.recipients);
    } catch (error) {
      showAlert(serverMessage(error) ?? t('share.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="4">
        <StepHeading focus={focus}>{t('share.recipientsHeading')}</StepHeading>
        <Text color="fg.muted">{t('share.recipientsIntro')}</Text>
        {entries.map((entry, index) => {
          const invalid = touched[index] === true && entry.trim() !== '' && !isValidEmail(entry);
          const label = t('share.emailLabel', { number: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the n-th address field (fields are only added at the end, never removed or moved)
            <HStack key={index} align="flex-end" gap="2">
              <Field.Root invalid={invalid} flex="1">
                <Field.Label>{label}</Field.Label>
                <Input
                  ref={index === entries.length - 1 ? lastInput : undefined}
                  type="email"
                  autoComplete="off"
                  inputMode="email"
                  bg="surface.raised"
                  value={entry}
                  onChange={(e) => setEntry(index, e.target.value)}
                  onBlur={() => setTouched((list) => list.map((v, i) => (i === index ? true : v)))}
                />
                {invalid && <Field.ErrorText color="fg.error">{t('share.invalidEmail')}</Field.ErrorText>}
              </Field.Root>
              {entries.length > 1 && (
                <IconButton variant="ghost" aria-label={t('share.removeEmail', { number: index + 1 })} onClick={() => remove(index)}>
                  <span aria-hidden>×</span>
                </IconButton>
              )}
            </HStack>
          );
        })}
        {entries.length < MAX_RECIPIENTS && (
          <Button variant="outline" alignSelf="flex-start" onClick={add}>
            {t('share.addEmail')}
          </Button>
        )}
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
          <Button variant="outline" onClick={onBack}>
            {t('share.back')}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={recipients.length === 0 || sending} loading={sending} loadingText={t('share.sending')}>
            {recipients.length === 0 ? t('share.sendButtonEmpty') : t('share.sendButton', { count: recipients.length })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function Receipt({ recipients, onMore, focus }: { recipients: string[]; onMore: () => void; focus: boolean }) {
  const { t } = useTranslation('account-profile');
  return (
    <Stack gap="4">
      <StepHeading focus={focus}>{t('share.receiptHeading')}</StepHeading>
      <Text>{t('share.receiptIntro', { count: recipients.length })}</Text>
      <List.Root ps="5">
        {recipients.map((email) => (
          <List.Item key={email}>{email}</List.Item>
        ))}
      </List.Root>
      <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onMore}>
        {t('share.sendMore')}
      </Button>
    </Stack>
  );
}

/**
 * Share picture sets by e-mail (spec 1 §4): select picture sets, select recipients, receipt.
 * Back returns to the selection; 'send more' starts again.
 */
export function ShareFlow() {
  const { t } = useTranslation('account-profile');
  const [state] = useShareablePictureSets();
  const [step, setStep] = useState<Step>({ name: 'select' });
  const [selected, setSelected] = useState<string[]>([]);
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  if (state.status === 'loading') return <Loading label={t('common.loading')} />;
  if (state.status === 'error') return <FormAlert message={t('share.loadFailed')} />;
  if (step.name === 'recipients')
    return (
      <SelectRecipients subjects={selected} focus={moved} onBack={() => go({ name: 'select' })} onSent={(recipients) => go({ name: 'receipt', recipients })} />
    );
  if (step.name === 'receipt')
    return (
      <Receipt
        recipients={step.recipients}
        focus={moved}
        onMore={() => {
          setSelected([]);
          go({ name: 'select' });
        }}
      />
    );
  return <SelectPictureSets sets={state.data} selected={selected} onChange={setSelected} onNext={() => go({ name: 'recipients' })} focus={moved} />;
}
