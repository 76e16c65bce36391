import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { Picture, PictureSet } from '@shop/contracts/account';
import { publish } from '@shop/event-bus';
import { userAtom } from '@shop/session';
import { Box, Button, chakra, Heading, Stack, Text } from '@shop/ui';
import { setYearbookPose } from '../api/picture-sets';
import { chosenPictureUuid, posePickerPictures } from '../lib/pictures';
import { Loading } from './page';
import { PictureGrid } from './picture-grid';
import { PictureViewer } from './picture-viewer';

type Pose = PictureSet['job']['yearbookPoseSelection']['poses'][number];

/** The instructions of one job yearbook pose. */
export function PoseInstructions({ pose }: { pose: Pose }) {
  const { t } = useTranslation('account');
  return (
    <Box as="section" aria-labelledby={`pose-instructions-${pose.uuid}`} bg="brand.subtle" borderRadius="md" p="4" mb="4">
      <Heading as="h2" size="md" id={`pose-instructions-${pose.uuid}`} mb="1">
        {t('yearbook.instructions', { pose: pose.name })}
      </Heading>
      <Text whiteSpace="pre-line">{pose.instructions}</Text>
    </Box>
  );
}

/**
 * Saving a yearbook pose choice (spec 2 section 4): the local set changes only after the server accepts it;
 * a toast says how it went. `busy` is the picture being saved. Used by the picker and the set page's viewer.
 */
export function useYearbookChoice(set: PictureSet, update: (change: (set: PictureSet) => PictureSet) => void) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState<string | null>(null);
  const choose = async (picture: Picture, poseUuid: string) => {
    if (picture.uuid === chosenPictureUuid(set, poseUuid) || busy) return;
    setBusy(picture.uuid);
    try {
      await setYearbookPose(set.uuid, picture.uuid, poseUuid);
      update((s) => ({
        ...s,
        yearbookPoses: [...s.yearbookPoses.filter((p) => p.jobYearbookPoseUuid !== poseUuid), { jobYearbookPoseUuid: poseUuid, pictureUuid: picture.uuid }],
      }));
      publish('toast', { status: 'success', title: t('yearbook.saved') });
    } catch {
      publish('toast', { status: 'error', title: t('yearbook.failed') });
    } finally {
      setBusy(null);
    }
  };
  return { busy, choose };
}

/**
 * Choose the picture for one job yearbook pose: individual portraits only, the current choice first and
 * marked (checkbox, thicker border). The choice changes locally only after the server accepts it.
 */
export function YearbookPosePicker({ set, pose, update }: { set: PictureSet; pose: Pose; update: (change: (set: PictureSet) => PictureSet) => void }) {
  const { t } = useTranslation('account');
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState<string | null>(null);
  const { busy, choose: chooseFor } = useYearbookChoice(set, update);
  // The order is fixed while the picker is shown: the chosen picture moves to the front only on the next visit.
  const [order] = useState(() => posePickerPictures(set, pose.uuid).map((p) => p.uuid));
  if (!user) return <Loading text={t('yearbook.loading')} />;

  const chosen = chosenPictureUuid(set, pose.uuid);
  const byUuid = new Map(set.pictures.filter((p) => p.pictureType === 'IP').map((p) => [p.uuid, p]));
  const pictures = [...order.map((u) => byUuid.get(u)).filter((p): p is Picture => Boolean(p)), ...[...byUuid.values()].filter((p) => !order.includes(p.uuid))];

  const choose = (picture: Picture) => chooseFor(picture, pose.uuid);

  return (
    <Stack gap="3">
      {pictures.length === 0 ? (
        <Text>{t('yearbook.noPictures')}</Text>
      ) : (
        <PictureGrid
          grid="poses"
          pictures={pictures}
          label={t('yearbook.gridLabel', { pose: pose.name })}
          onOpen={(p) => setOpen(p.uuid)}
          highlighted={(p) => p.uuid === chosen}
          overlay={(p) => (
            <Box position="absolute" top="2" left="2" bg="surface.raised" borderRadius="sm" p="1.5">
              {/* A native checkbox: React keeps it showing the saved choice until the server accepts a new one. */}
              <chakra.label display="flex" alignItems="center" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  checked={p.uuid === chosen}
                  disabled={busy !== null}
                  onChange={(e) => e.currentTarget.checked && void choose(p)}
                  w="6"
                  h="6"
                  m="0"
                  cursor="pointer"
                  css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
                />
                <chakra.span srOnly>{t('yearbook.checkbox', { id: p.webshopId })}</chakra.span>
              </chakra.label>
            </Box>
          )}
        />
      )}
      <PictureViewer
        pictures={pictures}
        openUuid={open}
        onOpenChange={setOpen}
        actions={(p) =>
          p.uuid === chosen ? (
            <Button disabled variant="outline" color="stage.fg">
              {t('yearbook.current')}
            </Button>
          ) : (
            <Button colorPalette="brand" loading={busy === p.uuid} onClick={() => void choose(p)}>
              {t('yearbook.set')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
