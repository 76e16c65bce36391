import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Link, Stack, Text } from '@shop/ui';
import { LoadFailed, Loading, MessagePage, Page } from '../components/page';
import { PoseInstructions, YearbookPosePicker } from '../components/yearbook-pose-picker';
import { yearbookState } from '../lib/pictures';
import { paths } from '../lib/paths';
import { SetHeader } from './picture-set-page';
import { useSetFromRoute } from './use-set-from-route';
import { useFormatDate } from '@shop/ui/toolkit';

/** Choose the yearbook pose: one job pose at a time (the first, or the one in the URL), links to the others. */
export function YearbookPosePage() {
  const { t } = useTranslation('account');
  const formatDate = useFormatDate();
  const { jobPoseUuid } = useParams();
  const { state, update } = useSetFromRoute();
  if (state.status === 'not-found') return <MessagePage title={t('pictureSet.notFound')} />;
  if (state.status !== 'ready') return <Page title={t('yearbook.title')}>{state.status === 'loading' ? <Loading /> : <LoadFailed />}</Page>;
  const set = state.data;
  const poses = set.job.yearbookPoseSelection.poses;
  const pose = jobPoseUuid ? poses.find((p) => p.uuid === jobPoseUuid) : poses[0];
  const status = yearbookState(set);
  return (
    <Page title={t('yearbook.title')} heading={t('yearbook.heading', { name: set.subject.name })}>
      <Stack gap="4">
        <SetHeader set={set} />
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="start">
          <RouterLink to={paths.pictureSet(set.uuid)}>{t('common.backToSet')}</RouterLink>
        </Link>
        {status === 'unavailable' && <Text>{t('yearbook.notAvailable')}</Text>}
        {status === 'expired' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('yearbook.expired')}</Alert.Title>
          </Alert.Root>
        )}
        {status === 'available' && !pose && <Text>{t('yearbook.poseNotFound')}</Text>}
        {status === 'available' && pose && (
          <>
            {poses.length > 1 && (
              <nav aria-label={t('yearbook.poses')}>
                <Stack as="ul" direction="row" gap="4" listStyleType="none" p="0" m="0" wrap="wrap">
                  {poses.map((p) => (
                    <li key={p.uuid}>
                      <Link asChild color="brand.fg" fontWeight={p.uuid === pose.uuid ? 'bold' : 'normal'} textDecoration="underline">
                        <RouterLink to={paths.yearbookPose(set.uuid, p.uuid)} aria-current={p.uuid === pose.uuid ? 'page' : undefined}>
                          {p.name}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </nav>
            )}
            {set.job.yearbookPoseSelection.expiresAt && <Text>{t('yearbook.expiresAt', { date: formatDate(set.job.yearbookPoseSelection.expiresAt) })}</Text>}
            <PoseInstructions pose={pose} />
            <YearbookPosePicker key={pose.uuid} set={set} pose={pose} update={update} />
          </>
        )}
      </Stack>
    </Page>
  );
}
