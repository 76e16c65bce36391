import { Box, Grid, HStack, Stack, Text, TextField } from '@shop/ui';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { call } from '@shop/api-client';
import { NewPortal, type PortalDetail, studioApi } from '@shop/contracts/studio';
import { errorMessage, issueProblem, problemText } from '../../../lib/errors';
import { showServerProblems, useStudioForm } from '../../../lib/form';
import { LanguageCheckboxes } from '../../../lib/language-checkboxes';
import { SelectField } from '../../../lib/select-field';
import { KNOWN_LANGUAGES, splitList } from '../../../lib/languages';

/** The form's own shape (hosts as one text, VAT in per cent); turned into the contract's NewPortal on submit. */
const Form = v.object({
  key: NewPortal.entries.key,
  name: NewPortal.entries.name,
  hosts: v.pipe(v.string(), v.nonEmpty()),
  currency: NewPortal.entries.currency,
  country: NewPortal.entries.country,
  languages: v.pipe(v.array(v.string()), v.nonEmpty()),
  defaultLanguage: v.string(),
  vatPercent: v.pipe(v.string(), v.regex(/^\d{1,3}([.,]\d{1,2})?$/)),
});
type Form = v.InferOutput<typeof Form>;

function toNewPortal(form: Form): NewPortal {
  const languages = KNOWN_LANGUAGES.filter((l) => form.languages.includes(l.name)).map((l) => ({ name: l.name, long: l.long }));
  return {
    key: form.key,
    name: form.name,
    hosts: splitList(form.hosts),
    currency: form.currency.toUpperCase(),
    country: form.country.toUpperCase(),
    languages,
    defaultLanguage: form.languages.includes(form.defaultLanguage) ? form.defaultLanguage : (form.languages[0] ?? ''),
    vatRate: Math.round(Number(form.vatPercent.replace(',', '.')) * 100),
  };
}

/** Support's "New portal": it answers on its hosts at once with an empty but working shop. */
export function NewPortalForm({ onCreated, onCancel }: { onCreated: (portal: PortalDetail) => void; onCancel: () => void }) {
  const { t } = useTranslation('studio');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useStudioForm(Form, {
    key: '',
    name: '',
    hosts: '',
    currency: 'NOK',
    country: 'NO',
    languages: ['en', 'nb'],
    defaultLanguage: 'nb',
    vatPercent: '25',
  });
  /** A field of the call (hosts.0, vatRate) as the form's field. */
  const fieldOf = (path: string) => {
    const name = path.split('.')[0] === 'vatRate' ? 'vatPercent' : (path.split('.')[0] as keyof Form);
    return name in form.getValues() ? name : null;
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toNewPortal(values);
    const checked = v.safeParse(NewPortal, body);
    if (!checked.success) {
      // a host that is not a host name: named on its field
      const issue = checked.issues[0];
      form.setError(fieldOf(v.getDotPath(issue) ?? '') ?? 'hosts', { message: problemText(t, issueProblem(issue)) });
      return;
    }
    try {
      onCreated(await call(studioApi.createPortal, { body: checked.output }));
    } catch (error) {
      showServerProblems(form, error, t, fieldOf);
      setFailure(errorMessage(error, t));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Box asChild aria-labelledby="new-portal-heading" bg="surface.raised" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text as="h2" id="new-portal-heading" fontSize="xl" fontWeight="semibold">
            {t('portals.new.title')}
          </Text>
          {failure ? <FormAlert message={failure} /> : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField label={t('portals.new.key')} helper={t('portals.new.keyHelp')} required error={errors.key} registration={form.register('key')} />
            <TextField label={t('portals.new.name')} required error={errors.name} registration={form.register('name')} />
            <TextField label={t('portals.new.hosts')} helper={t('portals.new.hostsHelp')} required error={errors.hosts} registration={form.register('hosts')} />
            <TextField
              label={t('portals.new.currency')}
              helper={t('portals.new.currencyHelp')}
              required
              error={errors.currency}
              registration={form.register('currency')}
            />
            <TextField
              label={t('portals.new.country')}
              helper={t('portals.new.countryHelp')}
              required
              error={errors.country}
              registration={form.register('country')}
            />
            <TextField label={t('portals.new.vat')} inputMode="decimal" required error={errors.vatPercent} registration={form.register('vatPercent')} />
          </Grid>
          <Controller
            control={form.control}
            name="languages"
            render={({ field }) => (
              <LanguageCheckboxes legend={t('portals.new.languages')} value={field.value} onChange={field.onChange} error={errors.languages?.message} />
            )}
          />
          <SelectField
            root={{ maxW: 'xs' }}
            label={t('portals.new.defaultLanguage')}
            options={KNOWN_LANGUAGES.map((language) => ({ value: language.name, label: language.long }))}
            {...form.register('defaultLanguage')}
          />
          <HStack gap="3">
            <SubmitButton loading={isSubmitting}>{t('portals.new.create')}</SubmitButton>
            <Button variant="outline" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
