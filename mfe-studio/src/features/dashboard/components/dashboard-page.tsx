import { Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@shop/ui';
import { FormAlert, Loading } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { href } from '@shop/contracts/core';
import { studioApi, type StaffPortal } from '@shop/contracts/studio';
import { useCall } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { StudioPage } from '../../../lib/page';
import { dashboardPortal, useStaffSession } from '../../../lib/staff';
import { AuditEntries } from '../../audit';
import { SecondFactorEnrolment } from '../../second-factor';
import { PortalLinks } from './portal-links';
import { SalesSection } from './sales-section';

function PortalCard({ portal }: { portal: StaffPortal }) {
  return (
    <Card.Root bg="surface.raised">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h3" size="md">
            {portal.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {portal.hosts.join(', ')}
          </Text>
          <PortalLinks portal={portal} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The sales of the portal in the switcher (`?portal=`, else the member's first; support may pick any), the staff
 * member's portals with a way into each, and the latest changes in the audit log.
 */
export function DashboardPage() {
  const { t } = useTranslation('studio');
  const staff = useStaffSession().data?.staff;
  const { search } = useLocation();
  const latest = useCall(studioApi.auditLog, { query: { limit: '10' } }, { staleTime: 0 });
  if (!staff) return null;
  const salesPortal = staff.portals.find((p) => p.key === dashboardPortal(staff, search));
  return (
    <StudioPage title={t('dashboard.title')} intro={t('dashboard.welcome', { name: staff.name || staff.email })}>
      {salesPortal ? <SalesSection portal={salesPortal} /> : null}
      <Box as="section" aria-labelledby="dashboard-portals">
        <Heading as="h2" size="lg" id="dashboard-portals" mb="3">
          {t('dashboard.portals')}
        </Heading>
        {staff.portals.length ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {staff.portals.map((portal) => (
              <PortalCard key={portal.key} portal={portal} />
            ))}
          </SimpleGrid>
        ) : (
          <Text>{t('dashboard.noPortals')}</Text>
        )}
      </Box>
      <Box as="section" aria-labelledby="dashboard-audit">
        <HStack justify="space-between" mb="3">
          <Heading as="h2" size="lg" id="dashboard-audit">
            {t('dashboard.latest')}
          </Heading>
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={href('studio.audit')}>{t('dashboard.allAudit')}</RouterLink>
          </Link>
        </HStack>
        {latest.isPending ? (
          <Loading label={t('frame.loading')} />
        ) : latest.isError ? (
          <FormAlert message={errorMessage(latest.error, t)} />
        ) : (
          <AuditEntries entries={latest.data.entries} compact />
        )}
      </Box>
      {staff.totpEnrolled ? null : <SecondFactorEnrolment />}
    </StudioPage>
  );
}
