import { Box, Grid, Stack, TextField } from '@shop/ui';
import { Checkbox } from '@shop/ui/overlays';
import { SubmitButton } from '@shop/ui/toolkit';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { call } from '@shop/api-client';
import { DEFAULT_TIME_ZONE, type PortalDetail, PortalSettings, studioApi } from '@shop/contracts/studio';
import { issueProblem, problemText } from '../../../lib/errors';
import { showServerProblems, useStudioForm } from '../../../lib/form';
import { LanguageCheckboxes } from '../../../lib/language-checkboxes';
import { KNOWN_LANGUAGES, splitList } from '../../../lib/languages';
import { Section } from '../../../lib/page';
import { SelectField } from '../../../lib/select-field';
import { SaveFeedback } from '../../../lib/save-feedback';
import { portalSaved } from '../hooks/use-portal';
import { useSave } from '../../../lib/use-save';
import { useSyncedForm } from '../hooks/use-synced-form';

const { name, country, defaultLanguage, contactInfo, options } = PortalSettings.entries;
const BOOLEAN_OPTIONS = [
  'gatherAddress2',
  'gatherState',
  'hidePostalCode',
  'acceptMailDefaultOn',
  'disableAcceptMailOptionWhenRegisteringUser',
  'allowOwnPhotos',
  'disableImageToolbox',
  'whiteLabelDisableMixPhotographers',
  'packageAddToCartWarning',
] as const;
const SUBJECT_CHANGE_MODES = [0, 1, 2, 3, 4] as const;
/** The zones the browser knows (the same IANA database the contract checks against and PostgreSQL counts in). */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/**
 * The form's shape: the contract's own rules for every field it edits as the contract has it; hosts as one text,
 * the free-delivery threshold in the currency's main unit with a switch for the promo bar. Checked again as a
 * whole against PortalSettings before it is sent.
 */
const Form = v.object({
  name,
  hosts: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  country,
  languages: v.pipe(v.array(v.string()), v.nonEmpty()),
  defaultLanguage,
  contactInfo,
  freeDelivery: v.boolean(),
  threshold: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}([.,]\d{1,2})?$/)),
  options,
});
type Form = v.InferOutput<typeof Form>;
type FormInput = v.InferInput<typeof Form>;

const toForm = (portal: PortalDetail): FormInput => {
  const s = portal.settings;
  return {
    name: s.name,
    hosts: s.hosts.join(', '),
    country: s.country,
    languages: s.languages.map((l) => l.name),
    defaultLanguage: s.defaultLanguage,
    contactInfo: s.contactInfo,
    freeDelivery: s.freeShippingThreshold >= 0,
    threshold: s.freeShippingThreshold >= 0 ? String(s.freeShippingThreshold / 100) : '500',
    // a portal stored before time zones were set counts its days in the default: the form shows that one
    options: { ...s.options, timeZone: s.options.timeZone ?? DEFAULT_TIME_ZONE },
  };
};

function toSettings(form: Form, portal: PortalDetail): PortalSettings {
  const longNames = new Map<string, string>([
    ...KNOWN_LANGUAGES.map((l) => [l.name, l.long] as const),
    ...portal.settings.languages.map((l) => [l.name, l.long] as const),
  ]);
  const languages = form.languages.map((code) => ({ name: code, long: longNames.get(code) ?? code }));
  return {
    name: form.name,
    hosts: splitList(form.hosts),
    country: form.country,
    languages,
    defaultLanguage: form.languages.includes(form.defaultLanguage) ? form.defaultLanguage : (form.languages[0] ?? form.defaultLanguage),
    contactInfo: form.contactInfo,
    freeShippingThreshold: form.freeDelivery ? Math.round(Number(form.threshold.replace(',', '.')) * 100) : -1,
    options: form.options,
  };
}

/** Every setting the shop reads besides brand, modules and content: name, hosts, languages, contact, free delivery, options. */
export function GeneralForm({ portal }: { portal: PortalDetail }) {
  const { t } = useTranslation('studio');
  const form = useStudioForm(Form, toForm(portal));
  /** A field of PortalSettings (settings.hosts.0, freeShippingThreshold) as the form's field; null when the form has none. */
  const fieldOf = (path: string): FieldPath<FormInput> | null => {
    const field = path.replace(/^settings\./, '').replace(/^freeShippingThreshold$/, 'threshold');
    const top = field.split('.')[0]!;
    if (top === 'hosts' || top === 'languages') return top;
    return top in form.getValues() ? (field.replace(/\.\d+.*$/, '') as FieldPath<FormInput>) : null;
  };
  const save = useSave();
  const reload = useSyncedForm(form, portal, toForm);
  const languageChoices = [...KNOWN_LANGUAGES.map((l) => ({ name: l.name as string, long: l.long as string }))];
  for (const l of portal.settings.languages) if (!languageChoices.some((c) => c.name === l.name)) languageChoices.push(l);

  const submit = form.handleSubmit(async (values) => {
    const settings = toSettings(values, portal);
    const checked = v.safeParse(PortalSettings, settings);
    if (!checked.success) {
      const issue = checked.issues[0];
      form.setError(fieldOf(v.getDotPath(issue) ?? '') ?? 'name', { message: problemText(t, issueProblem(issue)) });
      return;
    }
    await save.run(
      async () => {
        const answer = await call(studioApi.updatePortalSettings, {
          params: { portalKey: portal.key },
          body: { version: portal.version, settings: checked.output },
        });
        portalSaved(answer);
        form.reset(toForm(answer));
      },
      (error) => showServerProblems(form, error, t, fieldOf),
    );
  });
  const { errors, isSubmitting } = form.formState;
  const freeDelivery = form.watch('freeDelivery');
  return (
    <Section id="general" title={t('settings.general.title')} description={t('settings.general.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField label={t('settings.general.name')} required error={errors.name} registration={form.register('name')} />
            <TextField
              label={t('settings.general.hosts')}
              helper={t('portals.new.hostsHelp')}
              required
              error={errors.hosts}
              registration={form.register('hosts')}
            />
            <TextField
              label={t('portals.new.country')}
              helper={t('portals.new.countryHelp')}
              required
              error={errors.country}
              registration={form.register('country')}
            />
            <SelectField
              label={t('portals.new.defaultLanguage')}
              options={languageChoices.map((language) => ({ value: language.name, label: language.long }))}
              {...form.register('defaultLanguage')}
            />
            <SelectField
              label={t('settings.general.timeZone')}
              aria-describedby="general-time-zone-help"
              options={TIME_ZONES.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
              {...form.register('options.timeZone')}
            />
            <Box id="general-time-zone-help" fontSize="sm" color="fg.muted" alignSelf="end">
              {t('settings.general.timeZoneHelp')}
            </Box>
          </Grid>
          <Controller
            control={form.control}
            name="languages"
            render={({ field }) => (
              <LanguageCheckboxes legend={t('portals.new.languages')} value={field.value} onChange={field.onChange} error={errors.languages?.message} />
            )}
          />
          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" mb="2">
              {t('settings.delivery.title')}
            </Box>
            <Stack gap="3">
              <Controller
                control={form.control}
                name="freeDelivery"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('settings.delivery.show')}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              <Box maxW="xs">
                <TextField
                  label={t('settings.delivery.threshold', { currency: portal.currency })}
                  helper={t('settings.delivery.thresholdHelp')}
                  inputMode="decimal"
                  disabled={!freeDelivery}
                  error={errors.threshold}
                  registration={form.register('threshold')}
                />
              </Box>
            </Stack>
          </Box>
          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" mb="2">
              {t('settings.contact.title')}
            </Box>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {(['email', 'phone', 'address', 'postalCode', 'city', 'state'] as const).map((key) => (
                <TextField
                  key={key}
                  label={t(`settings.contact.${key}`)}
                  error={errors.contactInfo?.[key]}
                  registration={form.register(`contactInfo.${key}`)}
                />
              ))}
            </Grid>
          </Box>
          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" mb="2">
              {t('settings.options.title')}
            </Box>
            <Stack gap="2">
              {BOOLEAN_OPTIONS.map((key) => (
                <Controller
                  key={key}
                  control={form.control}
                  name={`options.${key}`}
                  render={({ field }) => (
                    <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`settings.options.${key}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              ))}
              <Controller
                control={form.control}
                name="options.subjectChangeMode"
                render={({ field }) => (
                  <SelectField
                    root={{ maxW: 'lg', mt: '2' }}
                    label={t('settings.options.subjectChangeMode')}
                    options={SUBJECT_CHANGE_MODES.map((mode) => ({ value: mode, label: t(`settings.options.subjectChange.${mode}`) }))}
                    value={String(field.value)}
                    onChange={(e) => field.onChange(Number(e.currentTarget.value))}
                  />
                )}
              />
            </Stack>
          </Box>
          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" mb="2">
              {t('settings.fulfilment.title')}
            </Box>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField
                label={t('settings.fulfilment.trackingUrlTemplate')}
                helper={t('settings.fulfilment.trackingUrlTemplateHelp')}
                inputMode="url"
                error={errors.options?.trackingUrlTemplate}
                registration={form.register('options.trackingUrlTemplate')}
              />
              <TextField
                label={t('settings.fulfilment.labDrop')}
                helper={t('settings.fulfilment.labDropHelp')}
                error={errors.options?.labDrop}
                registration={form.register('options.labDrop')}
              />
            </Grid>
          </Box>
          <SaveFeedback state={save} onReload={reload} />
          <Box>
            <SubmitButton loading={isSubmitting}>{t('settings.general.save')}</SubmitButton>
          </Box>
        </Stack>
      </form>
    </Section>
  );
}
