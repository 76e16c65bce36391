import { Box, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@shop/ui';
import { SubmitButton } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { BRAND_CORNERS, BRAND_FONTS } from '@shop/contracts/core';
import { Brand, BRAND_UPLOAD_RULES, type PortalDetail, studioApi } from '@shop/contracts/studio';
import { StudioRefusal } from '../../../lib/errors';
import { showServerProblems, useStudioForm } from '../../../lib/form';
import { Section } from '../../../lib/page';
import { BrandPreview } from './brand-preview';
import { SaveFeedback } from '../../../lib/save-feedback';
import { portalSaved } from '../hooks/use-portal';
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
  const save = useSave();
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    await save.run(async () => {
      if (file.size > BRAND_UPLOAD_RULES.maxBytes) throw new StudioRefusal(t('errors.tooLarge'));
      const body = new FormData();
      body.append('file', file);
      const def = kind === 'logo' ? studioApi.uploadPortalLogo : studioApi.uploadPortalFrontImage;
      portalSaved(await call(def, { params: { portalKey: portal.key }, query: { version: String(portal.version) }, body }));
    });
    setBusy(false);
  };
  const current = kind === 'logo' ? portal.logo : portal.frontImage;
  return (
    <Field.Root>
      <Field.Label>{t(`settings.brand.${kind}`)}</Field.Label>
      <Stack gap="2">
        {current ? <img src={current} alt={t(`settings.brand.${kind}Current`)} style={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }} /> : null}
        <input
          type="file"
          aria-label={t(`settings.brand.${kind}`)}
          accept={BRAND_UPLOAD_RULES.types.join(',')}
          disabled={busy}
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
        />
        <Field.HelperText color="fg.muted">{t('settings.brand.uploadHelp')}</Field.HelperText>
        {save.failure ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {save.failure}
          </Text>
        ) : null}
        {save.saved ? (
          <Text role="status" color="fg.success" fontSize="sm">
            {t('common.saved')}
          </Text>
        ) : null}
      </Stack>
    </Field.Root>
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
              <Field.Root>
                <Field.Label>{t('settings.brand.font')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field bg="surface.raised" {...form.register('font')}>
                    {BRAND_FONTS.map((font) => (
                      <option key={font} value={font}>
                        {t(`settings.brand.fonts.${font}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('settings.brand.corners')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field bg="surface.raised" {...form.register('corners')}>
                    {BRAND_CORNERS.map((corners) => (
                      <option key={corners} value={corners}>
                        {t(`settings.brand.cornerStyles.${corners}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
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
