import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { PAYMENT_ICON_FOLDER, type PaymentOption, type PaymentOptionData } from '@shop/contracts/checkout';
import type { User } from '@shop/contracts/core';
import { HStack, Image, Stack, Text, TextField, chakra } from '@shop/ui';
import { FormAlert, Loading, SubmitButton } from '@shop/ui/toolkit';
import { paymentSchema, type PaymentValues } from '../lib/forms';
import { Choice } from './choice';
import { StickyAction } from './sticky-action';

const Icons = ({ option }: { option: PaymentOption }) => (
  <HStack as="span" gap="1" aria-hidden="true">
    {option.enabledPaymentMethods.map((m) => (
      <Image key={m.icon} src={`${PAYMENT_ICON_FOLDER}/${m.icon}`} alt="" w="9" h="6" />
    ))}
  </HStack>
);

/** Step 2: the payment options of the chosen delivery (the first, or the one chosen before, preselected), their details, 'Next step'. */
export function PaymentChooser({
  options,
  error,
  user,
  chosen,
  mobile,
  onSubmit,
}: {
  options: PaymentOption[] | null;
  error: string | null;
  user: User;
  chosen: { option: PaymentOption; data: PaymentOptionData } | null;
  mobile: boolean;
  onSubmit: (option: PaymentOption, data: PaymentOptionData) => Promise<void>;
}) {
  const { t } = useTranslation('checkout');
  const [uuid, setUuid] = useState<string | null>(chosen?.option.uuid ?? null);
  if (error) return <FormAlert message={error} />;
  if (!options) return <Loading label={t('common.loading')} />;
  if (options.length === 0) return <FormAlert message={t('checkout.payment.none')} />;
  const option = options.find((o) => o.uuid === uuid) ?? options[0]!;
  return (
    <PaymentForm key={option.uuid} option={option} user={user} initial={chosen?.option.uuid === option.uuid ? chosen.data : undefined} onSubmit={onSubmit}>
      <chakra.fieldset border="0" p="0" m="0">
        <chakra.legend fontWeight="semibold" mb="2">
          {t('checkout.payment.choose')}
        </chakra.legend>
        <Stack gap="2">
          {options.map((o) => (
            <Choice
              key={o.uuid}
              name="payment-option"
              value={o.uuid}
              checked={o.uuid === option.uuid}
              onChange={setUuid}
              title={mobile ? o.mobileTitle : o.title}
              details={mobile ? o.mobileDescription : o.description}
              price={<Icons option={o} />}
            />
          ))}
        </Stack>
      </chakra.fieldset>
    </PaymentForm>
  );
}

function PaymentForm({
  option,
  user,
  initial,
  onSubmit,
  children,
}: {
  option: PaymentOption;
  user: User;
  initial?: PaymentOptionData;
  onSubmit: (option: PaymentOption, data: PaymentOptionData) => Promise<void>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const schema = useMemo(() => paymentSchema(t, option), [t, option]);
  const { register, handleSubmit, formState } = useForm<PaymentValues>({
    resolver: valibotResolver(schema),
    defaultValues: { mobilePhone: initial?.mobilePhone ?? user.mobilePhone, pid: initial?.pid ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit((values) =>
    onSubmit(option, {
      ...(option.verifyMobile ? { mobilePhone: values.mobilePhone } : {}),
      ...(option.requirePersonNo ? { pid: values.pid } : {}),
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t('checkout.payment.title')}>
      <Stack gap="4">
        {children}
        {(option.verifyMobile || option.requirePersonNo) && (
          <Stack gap="3">
            <Text fontWeight="semibold">{t('checkout.payment.details')}</Text>
            {option.verifyMobile && (
              <TextField
                label={t('form.mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                error={errors.mobilePhone}
                registration={register('mobilePhone')}
              />
            )}
            {option.requirePersonNo && (
              <TextField
                label={t('form.pid')}
                helper={t('form.pidHelp')}
                inputMode="numeric"
                autoComplete="off"
                required
                error={errors.pid}
                registration={register('pid')}
              />
            )}
          </Stack>
        )}
        <StickyAction>
          <SubmitButton w="full" loading={isSubmitting}>
            {t('checkout.nextStep')}
          </SubmitButton>
        </StickyAction>
      </Stack>
    </form>
  );
}
