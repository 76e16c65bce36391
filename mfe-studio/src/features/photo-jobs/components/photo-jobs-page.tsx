import { href } from '@shop/contracts/core';
import { Stack, Text } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ReadState, Section, StudioPage } from '../../../lib/page';
import { useStaffSession } from '../../../lib/staff';
import { usePhotoJobs } from '../hooks/use-photo-jobs';
import { ImportCard } from './import-card';
import { ImportPanel } from './import-panel';
import { JobCard } from './job-card';

/** /studio/jobs: the photo jobs of the member's first portal (the switcher moves between portals). */
export function PhotoJobsRedirect() {
  const staff = useStaffSession().data?.staff;
  const first = staff?.portals[0]?.key;
  if (!first) return null;
  return <Navigate replace to={href('studio.portal-jobs', { portalKey: first })} />;
}

/**
 * A portal's photo jobs (issue 32): "Import photo job" (a zip or a folder, checked before anything is
 * written), the imports with their problems and progress (kept on the server: it is all here again after
 * closing the tab), and the jobs with their state, counts and actions.
 */
export function PhotoJobsPage() {
  const { t } = useTranslation('studio');
  const { portalKey = '' } = useParams();
  const read = usePhotoJobs(portalKey);
  return (
    <StudioPage title={t('jobs.title')} intro={t('jobs.intro')}>
      <ReadState read={read}>
        {() => (
          <Stack gap="6">
            <Section id="import-job" title={t('jobs.upload.title')}>
              <ImportPanel portalKey={portalKey} />
              {read.data!.imports.length ? (
                <Stack gap="3">
                  {read.data!.imports.map((item) => (
                    <ImportCard key={item.uuid} portalKey={portalKey} item={item} />
                  ))}
                </Stack>
              ) : null}
            </Section>
            <Section id="jobs" title={t('jobs.list')}>
              {read.data!.jobs.length ? (
                <Stack gap="3">
                  {read.data!.jobs.map((job) => (
                    <JobCard key={job.uuid} portalKey={portalKey} job={job} />
                  ))}
                </Stack>
              ) : (
                <Text>{t('jobs.none')}</Text>
              )}
            </Section>
          </Stack>
        )}
      </ReadState>
    </StudioPage>
  );
}
