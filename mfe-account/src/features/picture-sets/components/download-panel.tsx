import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@shop/contracts/core';
import { pictureFiles, type Picture } from '@shop/contracts/account';
import { Button, Field, HStack, NativeSelect, Text } from '@shop/ui';
import { fetchBackgrounds } from '../api/picture-sets';

type Backgrounds = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: Array<{ uuid: string; src: string; default: boolean }> };

export function downloadUrl(pictureUuid: string, background?: string): string {
  const path = buildPath(pictureFiles.download, { pictureUuid });
  return background ? `${path}?background=${encodeURIComponent(background)}` : path;
}

/** Download of a bought picture; green-screen pictures first choose a background (or transparent). */
export function DownloadPanel({ picture }: { picture: Picture }) {
  const { t } = useTranslation('account');
  if (!picture.greenscreen) {
    return (
      <Button asChild colorPalette="brand">
        <a href={downloadUrl(picture.uuid)} download>
          {t('viewer.download')}
        </a>
      </Button>
    );
  }
  return <GreenscreenDownload picture={picture} />;
}

function GreenscreenDownload({ picture }: { picture: Picture }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [backgrounds, setBackgrounds] = useState<Backgrounds>({ status: 'loading' });
  const [choice, setChoice] = useState<string>('transparent');
  useEffect(() => {
    const controller = new AbortController();
    fetchBackgrounds(picture.uuid, controller.signal)
      .then((list) => {
        setBackgrounds({ status: 'ready', list });
        const preferred = list.find((b) => b.default) ?? list[0];
        if (preferred) setChoice(preferred.uuid);
      })
      .catch(() => !controller.signal.aborted && setBackgrounds({ status: 'error' }));
    return () => controller.abort();
  }, [picture.uuid]);

  const list = backgrounds.status === 'ready' ? backgrounds.list : [];
  return (
    <HStack gap="3" align="end" wrap="wrap" justify="center">
      <Field.Root w="auto">
        <Field.Label htmlFor={id}>{t('viewer.background')}</Field.Label>
        <NativeSelect.Root size="sm" disabled={backgrounds.status === 'loading'}>
          <NativeSelect.Field id={id} value={choice} onChange={(e) => setChoice(e.currentTarget.value)} bg="white" color="black">
            {list.map((b, i) => (
              <option key={b.uuid} value={b.uuid}>
                {t('viewer.backgroundN', { n: i + 1 })}
              </option>
            ))}
            <option value="transparent">{t('viewer.transparent')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button asChild colorPalette="brand">
        <a href={downloadUrl(picture.uuid, choice)} download>
          {t('viewer.download')}
        </a>
      </Button>
      {backgrounds.status === 'error' && <Text role="alert">{t('viewer.backgroundsFailed')}</Text>}
    </HStack>
  );
}
