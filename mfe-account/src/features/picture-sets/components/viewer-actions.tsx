import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { href } from '@shop/contracts/core';
import type { Picture, PictureSet } from '@shop/contracts/account';
import { shopSettingsAtom } from '@shop/session';
import { Button } from '@shop/ui';
import { AppLink } from '@shop/ui/toolkit';
import { chosenPictureUuid, yearbookState } from '../lib/pictures';
import { useYearbookChoice } from './yearbook-pose-picker';

/** Whether the portal has a module switched on (its routes would otherwise show 'not available'). */
function useModuleEnabled(name: string): boolean {
  const shop = useAtomValue(shopSettingsAtom);
  return shop?.modules.some((m) => m.name === name && m.enabled) ?? false;
}

/**
 * What a parent can do with the picture open in the set page's viewer: make it the yearbook pose (one
 * button per job pose, individual portraits only, while the selection is open) and buy it (the set's
 * digital portraits page, when the portal has the catalogue and the picture is not bought yet).
 */
export function ViewerActions({ set, picture, update }: { set: PictureSet; picture: Picture; update: (change: (set: PictureSet) => PictureSet) => void }) {
  const { t } = useTranslation('account');
  const { busy, choose } = useYearbookChoice(set, update);
  const catalog = useModuleEnabled('catalog');
  const poses = yearbookState(set) === 'available' && picture.pictureType === 'IP' ? set.job.yearbookPoseSelection.poses : [];
  const several = poses.length > 1;
  return (
    <>
      {poses.map((pose) =>
        chosenPictureUuid(set, pose.uuid) === picture.uuid ? (
          <Button key={pose.uuid} disabled variant="outline" color="stage.fg">
            {several ? t('yearbook.currentPose', { pose: pose.name }) : t('yearbook.current')}
          </Button>
        ) : (
          <Button key={pose.uuid} colorPalette="brand" loading={busy === picture.uuid} onClick={() => void choose(picture, pose.uuid)}>
            {several ? t('yearbook.setPose', { pose: pose.name }) : t('yearbook.set')}
          </Button>
        ),
      )}
      {catalog && !picture.bought && (
        <AppLink to={href('products.digitalportraits', { subjectUuid: set.subject.uuid })} asButton>
          {t('pictureSet.buyPicture')}
        </AppLink>
      )}
    </>
  );
}
