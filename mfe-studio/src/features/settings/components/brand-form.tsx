import { Box, Field, Grid, HStack, Input, Stack } from '@shop/ui';
import { SubmitButton } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { BRAND_CORNERS, BRAND_FONTS } from '@shop/contracts/core';
import { Brand, type PortalDetail, studioApi } from '@shop/contracts/studio';
import { PictureUpload } from '../../../lib/picture-upload';
import { SelectField } from '../../../lib/select-field';
import { showServerProblems, useStudioForm } from '../../../lib/form';
import { Section } from '../../../lib/page';
import { BrandPreview } from './brand-preview';
import { SaveFeedback } from '../../../lib/save-feedback';
import { portalSaved, reloadPortal } from '../hooks/use-portal';
import { useSave } from '../../../lib/use-save';
import { useSyncedForm } from '../hooks/use-synced-form';

const COLOURS = ['primary', 'primaryContrast', 'headerBackground', 'headerText', 'backgroundColor'] as const;
const toForm = (portal: PortalDetail): Brand => ({ ...portal.brand });

function ColourField({ name, form }: { name: (typeof COLOURS)[number]; form: ReturnType<typeof useStudioForm<typeof Brand>> }) {
  const { t } = useTranslation('studio');
  const value = form.watch(name);
  const error = form.formState.errors[name];
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t(`settings.brand.${name}`)}</Field.Label>
      <HStack gap="2">
        <input
          type="color"
          aria-label={t('settings.brand.pick', { name: t(`settings.brand.${name}`) })}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(e) => form.setValue(name, e.currentTarget.value, { shouldDirty: true, shouldValidate: true })}
          style={{ width: 44, height: 40, padding: 0, border: '1px solid #a0aec0', borderRadius: 6, background: 'white' }}
        />
        <Input bg="surface.raised" maxW="32" {...form.register(name)} />
      </HStack>
      {error?.message ? <Field.ErrorText color="fg.error">{error.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A picture for the brand (logo or front page): sniffed, size-checked and re-encoded by the server. */
function Upload({ portal, kind }: { portal: PortalDetail; kind: 'logo' | 'frontImage' }) {
  const { t } = useTranslation('studio');
  const current = kind === 'logo' ? portal.logo : portal.frontImage;
  const def = kind === 'logo' ? studioApi.uploadPortalLogo : studioApi.uploadPortalFrontImage;
  return (
    <PictureUpload
      label={t(`settings.brand.${kind}`)}
      done={t('common.saved')}
      onUpload={async (body) => portalSaved(await call(def, { params: { portalKey: portal.key }, query: { version: String(portal.version) }, body }))}
      onReload={() => void reloadPortal(portal.key)}
    >
      {current ? <img src={current} alt={t(`settings.brand.${kind}Current`)} style={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }} /> : null}
    </PictureUpload>
  );
}

/** Colours (a pair under WCAG AA contrast is refused by the server, which names it and its ratio), font, corners, pictures, live preview. */
export function BrandForm({ portal }: { portal: PortalDetail }) {
  const { t } = useTranslation('studio');
  const form = useStudioForm(Brand, toForm(portal));
  const save = useSave();
  const reload = useSyncedForm(form, portal, toForm);
  const submit = form.handleSubmit((brand) =>
    save.run(
      async () => {
        const answer = await call(studioApi.updatePortalBrand, { params: { portalKey: portal.key }, body: { version: portal.version, brand } });
        portalSaved(answer);
        form.reset(toForm(answer));
      },
      // a pair under AA contrast: named on the colour that makes it too faint
      (error) => showServerProblems(form, error, t, (path) => COLOURS.find((name) => path === `brand.${name}`) ?? null),
    ),
  );
  const live = form.watch();
  return (
    <Section id="brand" title={t('settings.brand.title')} description={t('settings.brand.description')}>
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '1fr' }} gap="4">
              {COLOURS.map((name) => (
                <ColourField key={name} name={name} form={form} />
              ))}
              <SelectField
                label={t('settings.brand.font')}
                options={BRAND_FONTS.map((font) => ({ value: font, label: t(`settings.brand.fonts.${font}`) }))}
                {...form.register('font')}
              />
              <SelectField
                label={t('settings.brand.corners')}
                options={BRAND_CORNERS.map((corners) => ({ value: corners, label: t(`settings.brand.cornerStyles.${corners}`) }))}
                {...form.register('corners')}
              />
            </Grid>
            <SaveFeedback state={save} onReload={reload} />
            <Box>
              <SubmitButton loading={form.formState.isSubmitting}>{t('settings.brand.save')}</SubmitButton>
            </Box>
          </Stack>
        </form>
        <Stack gap="4">
          <BrandPreview brand={{ ...portal.brand, ...live }} name={portal.settings.name} logo={portal.logo} frontImage={portal.frontImage} />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Upload portal={portal} kind="logo" />
            <Upload portal={portal} kind="frontImage" />
          </Grid>
        </Stack>
      </Grid>
    </Section>
  );
}
