import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@shop/contracts/core';
import { pictureFiles, type Picture } from '@shop/contracts/account';
import { Button, Field, HStack, NativeSelect, Text } from '@shop/ui';
import { useBackgrounds } from '../api/picture-sets';

export function downloadUrl(pictureUuid: string, background?: string): string {
  const path = buildPath(pictureFiles.download, { pictureUuid });
  return background ? `${path}?background=${encodeURIComponent(background)}` : path;
}

/** Download of a bought picture; green-screen pictures first choose a background (or transparent). */
/** onBackground: the background chosen for a green-screen picture (null: transparent), for the viewer to show it. */
export function DownloadPanel({ picture, onBackground }: { picture: Picture; onBackground?: (uuid: string | null) => void }) {
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
  return <GreenscreenDownload picture={picture} onBackground={onBackground} />;
}

function GreenscreenDownload({ picture, onBackground }: { picture: Picture; onBackground?: (uuid: string | null) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const backgrounds = useBackgrounds(picture.uuid);
  const list = backgrounds.data ?? [];
  // The parent's choice; until then the default background (or the first, or transparent).
  const [chosen, setChoice] = useState<string>();
  const choice = chosen ?? (list.find((b) => b.default) ?? list[0])?.uuid ?? 'transparent';

  return (
    <HStack gap="3" align="end" wrap="wrap" justify="center">
      <Field.Root w="auto">
        <Field.Label htmlFor={id}>{t('viewer.background')}</Field.Label>
        <NativeSelect.Root size="sm" disabled={backgrounds.isPending}>
          <NativeSelect.Field
            id={id}
            value={choice}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setChoice(value);
              onBackground?.(value === 'transparent' ? null : value);
            }}
            bg="surface.raised"
            color="fg"
          >
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
      {backgrounds.isError && <Text role="alert">{t('viewer.backgroundsFailed')}</Text>}
    </HStack>
  );
}
