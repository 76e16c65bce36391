import { Button, HStack, Stack, TextField } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedLink } from '../lib/links';

export interface LinkDialogProps {
  /** Nothing is selected: the dialog asks for the text the link shows too. */
  askText: boolean;
  onSubmit: (link: { href: string; text: string }) => void;
  onClose: () => void;
}

/**
 * The address of a link in the rich text: http(s), mailto, tel or a path of the shop (the server's allowlist says
 * the same and sanitises again). A refused address is named on its field, in the studio's language.
 */
export function LinkDialog({ askText, onSubmit, onClose }: LinkDialogProps) {
  const { t } = useTranslation('studio');
  const formId = useId();
  const [href, setHref] = useState('https://');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the form sits inside the page's own forms in the React tree: its submit stays its own
    event.stopPropagation();
    const address = href.trim();
    if (!allowedLink(address)) {
      setError(t('richText.linkRefused'));
      return;
    }
    onSubmit({ href: address, text: text.trim() || address });
  };
  return (
    <DialogFrame
      title={t('richText.linkTitle')}
      onClose={onClose}
      closeLabel={t('common.cancel')}
      footer={
        <HStack gap="3">
          <Button type="submit" form={formId} colorPalette="brand">
            {t('richText.linkSubmit')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={t('richText.linkAddress')}
            helper={t('richText.linkHelp')}
            required
            autoFocus
            inputMode="url"
            value={href}
            onChange={(e) => {
              setHref(e.currentTarget.value);
              setError(null);
            }}
            error={error ? { message: error } : undefined}
          />
          {askText ? (
            <TextField label={t('richText.linkText')} helper={t('richText.linkTextHelp')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          ) : null}
        </Stack>
      </form>
    </DialogFrame>
  );
}
