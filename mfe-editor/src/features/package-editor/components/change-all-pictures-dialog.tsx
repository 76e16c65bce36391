/**
 * 'Change all pictures' (spec 2: package editor): the parent picks one picture and 'Replace package
 * pictures' puts it into every designed item (replace-all.ts). The package's own picture set only, unless
 * the offer allows a subject change (allowSubjectChange): then every set of the account may be chosen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureSet } from '@shop/contracts/account';
import { Button, chakra, Flex, HStack, Image, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { pictureUrl } from '../../template-editor';
import type { InboxPicture } from '../../template-editor';

const inboxPicture = (p: PictureSet['pictures'][number]): InboxPicture => ({
  uuid: p.uuid,
  webshopId: p.webshopId,
  width: p.width,
  height: p.height,
  pictureType: p.pictureType,
  groupPicture: p.groupPicture,
  upload: false,
  thumb: pictureUrl(p.uuid, 320),
});

export function ChangeAllPicturesDialog({
  sets,
  initialSet,
  onReplace,
  onClose,
}: {
  /** The sets the parent may take a picture from, the package's own first. */
  sets: PictureSet[];
  initialSet: string;
  onReplace: (picture: InboxPicture, set: PictureSet) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  const [setUuid, setSetUuid] = useState(initialSet);
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = sets.find((s) => s.uuid === setUuid) ?? sets[0];
  const pictures = (set?.pictures ?? []).map(inboxPicture);
  const picture = pictures.find((p) => p.uuid === picked) ?? null;

  return (
    <DialogFrame
      onClose={() => !busy && onClose()}
      title={t('package.changeAll')}
      footer={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button variant="outline" minH="11" disabled={busy} onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            minH="11"
            disabled={!picture}
            loading={busy}
            onClick={async () => {
              if (!picture || !set) return;
              setBusy(true);
              try {
                await onReplace(picture, set);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('package.replaceAll')}
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        <Text>{t('package.changeAllBody')}</Text>
        {sets.length > 1 && (
          <HStack gap="2" wrap="wrap" role="group" aria-label={t('image.pictureSet')}>
            {sets.map((s) => (
              <Button
                key={s.uuid}
                size="sm"
                minH="11"
                variant={s.uuid === set?.uuid ? 'solid' : 'outline'}
                aria-pressed={s.uuid === set?.uuid}
                onClick={() => {
                  setSetUuid(s.uuid);
                  setPicked(null);
                }}
              >
                {s.subject.name}
              </Button>
            ))}
          </HStack>
        )}
        {pictures.length === 0 ? (
          <Text>{t('image.empty')}</Text>
        ) : (
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={t('image.inbox')}>
            {pictures.map((p) => (
              <li key={p.uuid}>
                <chakra.button
                  type="button"
                  h="104px"
                  minW="11"
                  borderWidth={p.uuid === picked ? '3px' : '1px'}
                  borderColor={p.uuid === picked ? 'brand.solid' : 'border'}
                  aria-label={p.webshopId ? t('image.pick', { id: p.webshopId }) : t('image.pickOwn')}
                  aria-pressed={p.uuid === picked}
                  onClick={() => setPicked(p.uuid)}
                >
                  <Image src={p.thumb} alt="" h="100px" w="auto" />
                </chakra.button>
              </li>
            ))}
          </Flex>
        )}
      </Stack>
    </DialogFrame>
  );
}
