import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type { User } from '@shop/contracts/core';
import { refreshUser, shopSettingsAtom, userAtom } from '@shop/session';
import { Card, Stack, TextField } from '@shop/ui';
import { updateUserInfo } from '../api/profile-api';
import { serverFieldErrors, serverMessage } from '@shop/api-client';
import { contactInfoSchema, type ContactInfoValues } from '../lib/validation';
import { AccountPage } from './account-page';
import { FormAlert, Loading, SubmitButton } from '@shop/ui/toolkit';

type FormField = keyof ContactInfoValues;
/** Payload names the server may list as failed, and the field that shows it. */
const FIELD_OF: Record<string, FormField> = {
  name: 'name',
  address: 'address',
  address2: 'address2',
  postal_code: 'postalCode',
  postalCode: 'postalCode',
  city: 'city',
  mobile: 'mobile',
  mobilePhone: 'mobile',
};

function ContactInfoForm({ user }: { user: User }) {
  const { t } = useTranslation('account-profile');
  const gatherAddress2 = useAtomValue(shopSettingsAtom)?.options.gatherAddress2 ?? false;
  const schema = useMemo(() => contactInfoSchema(t), [t]);
  const { register, handleSubmit, setError, formState } = useForm<ContactInfoValues>({
    resolver: valibotResolver(schema),
    defaultValues: {
      name: user.name,
      address: user.address.address,
      address2: user.address.address2,
      postalCode: user.address.postalCode,
      city: user.address.city,
      mobile: user.mobilePhone,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const [result, setResult] = useState<{ status: 'success' | 'error'; message: string }>();

  const markInvalid = (fields: Record<string, string | undefined>) => {
    for (const [name, message] of Object.entries(fields)) {
      const field = FIELD_OF[name];
      if (field) setError(field, { type: 'server', message: message || t('contact.checkField') });
    }
  };

  const submit = handleSubmit(async (values) => {
    setResult(undefined);
    let answer: Awaited<ReturnType<typeof updateUserInfo>>;
    try {
      answer = await updateUserInfo({
        name: values.name,
        address: values.address,
        address2: gatherAddress2 ? values.address2 : '',
        postal_code: values.postalCode,
        city: values.city,
        mobile: values.mobile,
      });
    } catch (error) {
      markInvalid(serverFieldErrors(error));
      setResult({ status: 'error', message: serverMessage(error) ?? t('contact.failed') });
      return;
    }
    if ('error' in answer) {
      markInvalid(Object.fromEntries((answer.data ?? []).map((name) => [name, undefined])));
      setResult({ status: 'error', message: answer.error || t('contact.failed') });
      return;
    }
    setResult({ status: 'success', message: t('contact.success') });
    // The header and other modules show the new name; a failed reload leaves the saved data saved.
    await refreshUser().catch(() => undefined);
  });

  return (
    <Card.Root bg="surface.raised" color="fg">
      <Card.Body>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <TextField label={t('contact.name')} autoComplete="name" required error={errors.name} registration={register('name')} />
            <TextField label={t('contact.address')} autoComplete="address-line1" error={errors.address} registration={register('address')} />
            {gatherAddress2 && (
              <TextField label={t('contact.address2')} autoComplete="address-line2" error={errors.address2} registration={register('address2')} />
            )}
            <TextField
              label={t('contact.postalCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              error={errors.postalCode}
              registration={register('postalCode')}
            />
            <TextField label={t('contact.city')} autoComplete="address-level2" error={errors.city} registration={register('city')} />
            <TextField label={t('contact.mobile')} type="tel" inputMode="tel" autoComplete="tel" error={errors.mobile} registration={register('mobile')} />
            {result && <FormAlert status={result.status} message={result.message} />}
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={isSubmitting} loading={isSubmitting}>
              {t('contact.submit')}
            </SubmitButton>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /my-account/contact-info: 'Update contact information', prefilled from the signed-in user. */
export function ContactInfoPage() {
  const { t } = useTranslation('account-profile');
  const user = useAtomValue(userAtom);
  return <AccountPage title={t('contact.heading')}>{user ? <ContactInfoForm user={user} /> : <Loading label={t('common.loading')} />}</AccountPage>;
}
