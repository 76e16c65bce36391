import { Field, Stack, Text } from '@shop/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_UPLOAD_RULES } from '@shop/contracts/studio';
import { StudioRefusal } from './errors';
import { ConflictAlert } from './page';
import { useSave } from './use-save';

/**
 * A picture to upload (a brand's logo or front-page picture, a CMS page's image): JPEG, PNG or WebP of at most
 * BRAND_UPLOAD_RULES.maxBytes, checked here before it is sent and again by the server, which sniffs and re-encodes
 * it. `onUpload` sends the form data; what came of it is said under the field (`done`: the text once it worked).
 */
export function PictureUpload({
  label,
  done,
  onUpload,
  onReload,
  children,
}: {
  label: string;
  done: string;
  onUpload: (body: FormData) => Promise<unknown>;
  /** Someone saved a newer version of what the picture belongs to (409): read theirs. */
  onReload?: () => void;
  /** The picture as it is now. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('studio');
  const save = useSave();
  const onFile = (file: File | undefined) =>
    file &&
    save.run(async () => {
      if (file.size > BRAND_UPLOAD_RULES.maxBytes) throw new StudioRefusal(t('errors.tooLarge'));
      const body = new FormData();
      body.append('file', file);
      await onUpload(body);
    });
  return (
    <Field.Root minW="0">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Stack gap="2" maxW="full">
        {children}
        <input
          type="file"
          aria-label={label}
          accept={BRAND_UPLOAD_RULES.types.join(',')}
          disabled={save.busy}
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          // a phone's narrow column: the browser's own control shrinks with it instead of pushing the page wider
          style={{ maxWidth: '100%' }}
        />
        <Field.HelperText color="fg.muted">{t('settings.brand.uploadHelp')}</Field.HelperText>
        {save.failure ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {save.failure}
          </Text>
        ) : null}
        {save.conflict && onReload ? <ConflictAlert conflict={save.conflict} onReload={onReload} /> : null}
        {save.saved ? (
          <Text role="status" color="fg.success" fontSize="sm">
            {done}
          </Text>
        ) : null}
      </Stack>
    </Field.Root>
  );
}
