import { Box, Field, Grid, Input, Stack, Textarea } from '@shop/ui';
import { Checkbox } from '@shop/ui/overlays';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type StudioCmsModule, studioApi } from '@shop/contracts/studio';
import { Loading } from '@shop/ui/toolkit';
import { PictureUpload } from '../../../lib/picture-upload';
import { RichTextEditor } from '../../rich-text';

export type Module = StudioCmsModule;

/** A picture for the page: uploaded to the portal's images (sniffed and re-encoded by the server), its address kept. */
function ImageUpload({ portalKey, label, onUploaded }: { portalKey: string; label: string; onUploaded: (url: string) => void }) {
  const { t } = useTranslation('studio');
  return (
    <PictureUpload
      label={label}
      done={t('content.pages.fields.uploaded')}
      onUpload={async (body) => onUploaded((await call(studioApi.uploadContentImage, { params: { portalKey }, body })).url)}
    />
  );
}

const text = (label: string, value: string, onChange: (value: string) => void, multiline = false) => (
  <Field.Root>
    <Field.Label fontSize="sm">{label}</Field.Label>
    {multiline ? (
      <Textarea bg="surface.raised" size="sm" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    ) : (
      <Input bg="surface.raised" size="sm" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    )}
  </Field.Root>
);

/** The fields of one module of a CMS page, by its type. */
export function ModuleFields({ module, portalKey, onChange }: { module: Module; portalKey: string; onChange: (module: Module) => void }) {
  const { t } = useTranslation('studio');
  switch (module.type) {
    case 'Title':
      return text(t('content.pages.fields.titleText'), module.text, (value) => onChange({ ...module, text: value }));
    case 'RichText':
      return (
        <Suspense fallback={<Loading label={t('frame.loading')} />}>
          <RichTextEditor label={t('content.pages.fields.richText')} value={module.html} onChange={(html) => onChange({ ...module, html })} />
        </Suspense>
      );
    case 'Paragraph':
      return text(t('content.pages.fields.paragraph'), module.content, (value) => onChange({ ...module, content: value }), true);
    case 'Image':
      return (
        <Stack gap="2">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
            {text(t('content.pages.fields.src'), module.src, (value) => onChange({ ...module, src: value }))}
            {text(t('content.pages.fields.alt'), module.alt, (value) => onChange({ ...module, alt: value }))}
            {text(t('content.pages.fields.link'), module.link ?? '', (value) => onChange({ ...module, link: value || undefined }))}
            <Checkbox.Root
              checked={module.openInNewWindow}
              onCheckedChange={(e) => onChange({ ...module, openInNewWindow: e.checked === true })}
              alignSelf="end"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('content.pages.fields.newWindow')}</Checkbox.Label>
            </Checkbox.Root>
          </Grid>
          <ImageUpload portalKey={portalKey} label={t('content.pages.fields.upload')} onUploaded={(src) => onChange({ ...module, src })} />
          {module.src ? <img src={module.src} alt="" style={{ maxHeight: 120, maxWidth: 240, objectFit: 'contain' }} /> : null}
        </Stack>
      );
    case 'Slider':
      return (
        <Stack gap="3">
          {module.slides.map((slide, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; the index is their place
            <Box key={i} borderLeftWidth="3px" ps="3">
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
                {text(t('content.pages.fields.slideTitle', { n: i + 1 }), slide.title, (value) =>
                  onChange({ ...module, slides: module.slides.map((s, j) => (j === i ? { ...s, title: value } : s)) }),
                )}
                {text(t('content.pages.fields.background'), slide.background, (value) =>
                  onChange({ ...module, slides: module.slides.map((s, j) => (j === i ? { ...s, background: value } : s)) }),
                )}
                {text(t('content.pages.fields.slideText'), slide.text, (value) =>
                  onChange({ ...module, slides: module.slides.map((s, j) => (j === i ? { ...s, text: value } : s)) }),
                )}
              </Grid>
              <ImageUpload
                portalKey={portalKey}
                label={t('content.pages.fields.upload')}
                onUploaded={(url) => onChange({ ...module, slides: module.slides.map((s, j) => (j === i ? { ...s, background: url } : s)) })}
              />
            </Box>
          ))}
          <Box>
            <button
              type="button"
              style={{ textDecoration: 'underline', background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
              onClick={() => onChange({ ...module, slides: [...module.slides, { background: '', title: '', text: '' }] })}
            >
              {t('content.pages.addSlide')}
            </button>
          </Box>
        </Stack>
      );
    case 'PromoteCategory':
      return (
        <Stack gap="2">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
            {text(t('content.pages.fields.category'), module.category, (value) => onChange({ ...module, category: value }))}
            {text(t('content.pages.fields.promoTitle'), module.title, (value) => onChange({ ...module, title: value }))}
            {text(t('content.pages.fields.link'), module.link, (value) => onChange({ ...module, link: value }))}
            {text(t('content.pages.fields.src'), module.image, (value) => onChange({ ...module, image: value }))}
          </Grid>
          {text(t('content.pages.fields.promoText'), module.text, (value) => onChange({ ...module, text: value }), true)}
          <ImageUpload portalKey={portalKey} label={t('content.pages.fields.upload')} onUploaded={(image) => onChange({ ...module, image })} />
        </Stack>
      );
  }
}
