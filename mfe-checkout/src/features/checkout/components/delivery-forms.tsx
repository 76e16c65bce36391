import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type { CheckoutOptions } from '@shop/contracts/checkout';
import type { User } from '@shop/contracts/core';
import { Field, Input, NativeSelect, Stack, TextField } from '@shop/ui';
import { SubmitButton } from '@shop/ui/toolkit';
import { addressSchema, CITY_FIRST_COUNTRIES, contactSchema, type AddressValues, type ContactValues } from '../lib/forms';
import { StickyAction } from './sticky-action';

/** The contact of a pickup or digital delivery: a full name and an e-mail address, from the profile to start with. */
export function ContactForm({ user, initial, onSubmit }: { user: User; initial?: ContactValues; onSubmit: (values: ContactValues) => void }) {
  const { t } = useTranslation('checkout');
  const schema = useMemo(() => contactSchema(t), [t]);
  const { register, handleSubmit, formState } = useForm<ContactValues>({
    resolver: valibotResolver(schema),
    defaultValues: initial ?? { name: user.name, emailAddress: user.emailAddress },
    mode: 'onTouched',
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('checkout.delivery.contact')}>
      <Stack gap="4">
        <TextField label={t('form.fullNameLabel')} autoComplete="name" required error={errors.name} registration={register('name')} />
        <TextField label={t('form.email')} type="email" autoComplete="email" required error={errors.emailAddress} registration={register('emailAddress')} />
        <StickyAction>
          <SubmitButton w="full">{t('checkout.nextStep')}</SubmitButton>
        </StickyAction>
      </Stack>
    </form>
  );
}

/** The postage address (spec 3 section 5): GB, US and AU put the city before the 'Zip code'; the country may show, disabled. */
export function AddressForm({
  user,
  options,
  countryName,
  initial,
  onSubmit,
}: {
  user: User;
  options: CheckoutOptions;
  countryName: string;
  initial?: AddressValues;
  onSubmit: (values: AddressValues) => void;
}) {
  const { t } = useTranslation('checkout');
  const schema = useMemo(() => addressSchema(t, options), [t, options]);
  const { register, handleSubmit, formState } = useForm<AddressValues>({
    resolver: valibotResolver(schema),
    defaultValues: initial ?? {
      name: user.name,
      address: user.address.address,
      address2: user.address.address2,
      postalCode: user.address.postalCode,
      city: user.address.city,
      state: user.address.state ?? '',
    },
    mode: 'onChange',
  });
  const { errors, isValid } = formState;
  const cityFirst = CITY_FIRST_COUNTRIES.includes(options.country);
  const postal = options.hidePostalCode ? null : (
    <TextField
      key="postal"
      label={t(cityFirst ? 'form.zipCode' : 'form.postalCode')}
      autoComplete="postal-code"
      required
      error={errors.postalCode}
      registration={register('postalCode')}
    />
  );
  const city = <TextField key="city" label={t('form.city')} autoComplete="address-level2" required error={errors.city} registration={register('city')} />;
  const states = Object.entries(options.states);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('checkout.delivery.address')}>
      <Stack gap="4">
        <TextField label={t('form.name')} autoComplete="name" required error={errors.name} registration={register('name')} />
        <TextField label={t('form.address')} autoComplete="address-line1" required error={errors.address} registration={register('address')} />
        {options.gatherAddress2 && (
          <TextField label={t('form.address2')} autoComplete="address-line2" error={errors.address2} registration={register('address2')} />
        )}
        {cityFirst ? [city, postal] : [postal, city]}
        {options.gatherState &&
          (states.length ? (
            <Field.Root invalid={Boolean(errors.state)} required>
              <Field.Label>
                {t('form.state')}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('state')}>
                  <option value="">{t('form.chooseState')}</option>
                  {states.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.state?.message && <Field.ErrorText>{errors.state.message}</Field.ErrorText>}
            </Field.Root>
          ) : (
            <TextField label={t('form.state')} autoComplete="address-level1" required error={errors.state} registration={register('state')} />
          ))}
        {options.showDisabledDeliveryCountry && (
          <Field.Root disabled>
            <Field.Label>{t('form.country')}</Field.Label>
            <Input value={countryName} readOnly />
          </Field.Root>
        )}
        <StickyAction>
          {/* spec 3 section 5: submit is disabled until the address is valid */}
          <SubmitButton w="full" disabled={!isValid}>
            {t('checkout.nextStep')}
          </SubmitButton>
        </StickyAction>
      </Stack>
    </form>
  );
}
