import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAtom } from 'jotai';
import type { PictureSet } from '@shop/contracts/account';
import { publish, subscribe } from '@shop/event-bus';
import { currentPictureSetAtom } from '@shop/session';
import { Button, HStack, Stack, Text } from '@shop/ui';
import { updateCachedPictureSet, usePictureSets } from '../api/picture-sets';
import { FavoritesPicker } from '../components/favorites-picker';
import { LoadFailed, Loading, Page } from '../components/page';
import { PictureGrid } from '../components/picture-grid';
import { PictureViewer } from '../components/picture-viewer';
import { PoseInstructions, YearbookPosePicker } from '../components/yearbook-pose-picker';
import { canSelectFavorites, newestSet, yearbookState } from '../lib/pictures';
import { paths } from '../lib/paths';
import { AppLink, goTo } from '@shop/ui/toolkit';

type Update = (change: (set: PictureSet) => PictureSet) => void;

// Its own chunk: the bar brings this module's copy of Chakra's runtime, paid only on the yearbook step.
const StepProgress = lazy(() => import('../components/step-progress').then((m) => ({ default: m.StepProgress })));

/**
 * The set the flow is about: the current picture set of the session, else the newest. It becomes the
 * current picture set, so every step of the flow shows the same set.
 */
function useFlowSet(): { status: 'loading' | 'error' | 'none' } | { status: 'ready'; set: PictureSet; update: Update; others: boolean } {
  const { state, refreshing } = usePictureSets();
  const [current, setCurrent] = useAtom(currentPictureSetAtom);
  const [set, setSet] = useState<PictureSet | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list arrives: the set stays the same through the flow
  useEffect(() => {
    // Not on a cached list being read again: a set just added (the current one) is not in it yet.
    if (state.status !== 'ready' || refreshing) return;
    const chosen = state.data.find((s) => s.uuid === current) ?? newestSet(state.data) ?? null;
    setSet(chosen);
    if (chosen && chosen.uuid !== current) setCurrent(chosen.uuid);
  }, [state, refreshing]);
  // Another set chosen in the picture-set selector (which also made it the current one): the flow follows.
  useEffect(
    () =>
      subscribe('pictureset:selected', ({ uuid }) => {
        if (state.status !== 'ready') return;
        const chosen = state.data.find((s) => s.uuid === uuid);
        if (chosen) setSet(chosen);
      }),
    [state],
  );
  const update = useCallback<Update>(
    (change) => {
      setSet((s) => (s ? change(s) : s));
      if (set) updateCachedPictureSet(set.uuid, change);
    },
    [set],
  );
  if (state.status === 'loading' || (state.status === 'ready' && (state.data.length > 0 || refreshing) && !set)) return { status: 'loading' };
  if (state.status !== 'ready') return { status: 'error' };
  if (!set) return { status: 'none' };
  return { status: 'ready', set, update, others: state.data.length > 1 };
}

/** Where the flow goes after the overview and after the favourites step. */
function nextAfter(step: 'overview' | 'favorites', set: PictureSet): { to: string; external: boolean } {
  if (step === 'overview' && canSelectFavorites(set)) return { to: paths.newFavorites, external: false };
  if (yearbookState(set) === 'available') return { to: paths.newYearbookPose(), external: false };
  return { to: paths.packages, external: true };
}

function useGo() {
  const navigate = useNavigate();
  return useCallback((target: { to: string; external: boolean }) => (target.external ? goTo(target.to) : navigate(target.to)), [navigate]);
}

function FlowPage({ children }: { children: (set: PictureSet, update: Update, others: boolean) => React.ReactNode }) {
  const { t } = useTranslation('account');
  const flow = useFlowSet();
  if (flow.status === 'ready') return <>{children(flow.set, flow.update, flow.others)}</>;
  return (
    <Page title={t('newSet.title')}>
      {flow.status === 'loading' && <Loading text={t('newSet.loading')} />}
      {flow.status === 'error' && <LoadFailed />}
      {flow.status === 'none' && (
        <Text>
          {t('pictureSets.empty')} <AppLink to={paths.addPictureSet}>{t('pictureSets.add')}</AppLink>
        </Text>
      )}
    </Page>
  );
}

/** /new-picture-set: the new set's pictures, then on to favourites, yearbook pose or the offers. */
export function NewPictureSetPage() {
  return <FlowPage>{(set, _update, others) => <Overview set={set} canChange={others} />}</FlowPage>;
}

/** canChange: the account has other sets; the selector (opened by the shell) switches the flow to one. */
function Overview({ set, canChange }: { set: PictureSet; canChange: boolean }) {
  const { t } = useTranslation('account');
  const go = useGo();
  const [open, setOpen] = useState<string | null>(null);
  const next = nextAfter('overview', set);
  return (
    <Page title={t('newSet.title')}>
      <Stack gap="4">
        <Text fontSize="xl" fontWeight="semibold">
          {set.subject.name}
        </Text>
        <Text>{set.job.name}</Text>
        {canChange && (
          <Button variant="outline" alignSelf="flex-start" onClick={() => publish('pictureset:select-requested', { reason: 'new-set-flow' })}>
            {t('newSet.change')}
          </Button>
        )}
        {set.job.hasBeenInWebShop ? (
          <>
            <PictureGrid pictures={set.pictures} onOpen={(p) => setOpen(p.uuid)} label={t('pictureSet.pictures')} />
            <Text>{t('newSet.count', { count: set.pictures.length })}</Text>
            {canSelectFavorites(set) && set.pictures.length > 0 && (
              <Text>
                {t('newSet.manyPictures')} {t('newSet.manyPicturesHint')}
              </Text>
            )}
          </>
        ) : (
          <Text>{t('pictureSet.notYetAvailable')}</Text>
        )}
        <HStack>
          {next.external ? (
            <AppLink to={next.to} asButton>
              {t('newSet.offers')}
            </AppLink>
          ) : (
            <Button colorPalette="brand" onClick={() => go(next)}>
              {t('newSet.next')}
            </Button>
          )}
        </HStack>
      </Stack>
      <PictureViewer pictures={set.pictures} openUuid={open} onOpenChange={setOpen} />
    </Page>
  );
}

/** /new-picture-set/favorites: mark favourites, then Skip or Next. */
export function NewFavoritesPage() {
  return <FlowPage>{(set, update) => <FavoritesStep set={set} update={update} />}</FlowPage>;
}

function StepButtons({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('account');
  return (
    <HStack gap="3">
      <Button variant="outline" onClick={onNext}>
        {t('newSet.skip')}
      </Button>
      <Button colorPalette="brand" onClick={onNext}>
        {t('newSet.next')}
      </Button>
    </HStack>
  );
}

function FavoritesStep({ set, update }: { set: PictureSet; update: Update }) {
  const { t } = useTranslation('account');
  const go = useGo();
  if (!canSelectFavorites(set)) {
    return (
      <Page title={t('favorites.title')}>
        <Stack gap="4">
          <Text>{t('favorites.notAvailable')}</Text>
          <StepButtons onNext={() => go(nextAfter('favorites', set))} />
        </Stack>
      </Page>
    );
  }
  return (
    <Page title={t('favorites.title')}>
      <Stack gap="4">
        <Text>{t('favorites.intro')}</Text>
        <FavoritesPicker set={set} update={update} />
        <StepButtons onNext={() => go(nextAfter('favorites', set))} />
      </Stack>
    </Page>
  );
}

/** /new-picture-set/yearbook-pose[/:jobPoseUuid]: one step per job pose, 'n of m', then the offers. */
export function NewYearbookPosePage() {
  return <FlowPage>{(set, update) => <YearbookStep set={set} update={update} />}</FlowPage>;
}

function YearbookStep({ set, update }: { set: PictureSet; update: Update }) {
  const { t } = useTranslation('account');
  const { jobPoseUuid } = useParams();
  const go = useGo();
  const poses = set.job.yearbookPoseSelection.poses;
  const found = jobPoseUuid ? poses.findIndex((p) => p.uuid === jobPoseUuid) : 0;
  const index = Math.max(found, 0);
  const pose = poses[index];
  const status = yearbookState(set);
  const onNext = () => {
    const following = poses[index + 1];
    go(following ? { to: paths.newYearbookPose(following.uuid), external: false } : { to: paths.packages, external: true });
  };
  if (status !== 'available' || !pose) {
    return (
      <Page title={t('yearbook.title')}>
        <Stack gap="4">
          <Text>{status === 'expired' ? t('yearbook.expired') : t('yearbook.notAvailable')}</Text>
          <AppLink to={paths.packages} asButton>
            {t('newSet.offers')}
          </AppLink>
        </Stack>
      </Page>
    );
  }
  return (
    <Page title={t('yearbook.title')}>
      <Stack gap="4">
        <Suspense fallback={<Text fontWeight="semibold">{t('newSet.step', { n: index + 1, m: poses.length })}</Text>}>
          <StepProgress value={index + 1} max={poses.length} label={t('newSet.step', { n: index + 1, m: poses.length })} />
        </Suspense>
        <PoseInstructions pose={pose} />
        <YearbookPosePicker key={pose.uuid} set={set} pose={pose} update={update} />
        <StepButtons onNext={onNext} />
      </Stack>
    </Page>
  );
}
