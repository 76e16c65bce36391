import { Box, Button, Flex, HStack, Link, NativeSelect, Stack, Text } from '@shop/ui';
import { Loading } from '@shop/ui/toolkit';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { type StaffMember, studioApi } from '@shop/contracts/studio';
import { queryClient } from '@shop/data';
import { dashboardPortal, setStaff, useStaffSession } from '../lib/staff';
import { SecondFactorEnrolment } from '../features/second-factor';
import { isDashboard, navigation, portalKeyOf } from './navigation';

/**
 * The staff frame the shell shows on the studio's pages instead of the shop's chrome (decision 0084): the
 * studio's navigation, the signed-in staff member, a portal switcher for staff with more than one portal and
 * sign out. No cart, promo bar, customer menu, tracking or consent banner. Pages inside it need a staff session:
 * a visitor is sent to sign in, and a member who must enrol a second factor first does that before anything else.
 */
export function StaffFrame() {
  const { t } = useTranslation('studio');
  const session = useStaffSession();
  const location = useLocation();
  if (session.isPending) return <Loading label={t('frame.loading')} />;
  const staff = session.data?.staff ?? null;
  if (!staff) {
    const next = location.pathname + location.search;
    return <Navigate to={href('studio.sign-in', {}, next === '/studio' ? undefined : { next })} replace />;
  }
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle" color="fg">
      <StaffHeader staff={staff} />
      {staff.mustEnrol ? (
        <Box as="section" maxW="3xl" mx="auto" p={{ base: 4, md: 8 }}>
          <SecondFactorEnrolment required />
        </Box>
      ) : (
        <Flex flex="1" direction={{ base: 'column', lg: 'row' }} align="stretch">
          <StudioNav staff={staff} />
          <Box flex="1" minW="0" p={{ base: 4, md: 6, lg: 8 }}>
            <Suspense fallback={<Loading label={t('frame.loading')} />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      )}
    </Flex>
  );
}

function StaffHeader({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation('studio');
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await call(studioApi.staffSignOut);
    } catch {
      // the session may have ended already: the sign-in page is right either way
    }
    // nothing of this member's portals stays in the page for the next one (the session read itself is kept: it
    // now says nobody, and the frame watching it sends the page to sign in)
    setStaff(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== studioApi.staffSession.path });
    setLeaving(false);
  };
  return (
    <Flex as="header" bg="stage.bg" color="stage.fg" px={{ base: 3, md: 6 }} py="2" gap="3" align="center" wrap="wrap" minH="14">
      <Text fontWeight="bold" fontSize="lg" flex={{ base: '1', md: 'none' }}>
        {t('frame.title')}
      </Text>
      <Box flex="1" display={{ base: 'none', md: 'block' }} />
      {staff.portals.length > 1 ? <PortalSwitcher staff={staff} /> : null}
      <Stack gap="0" textAlign="right" display={{ base: 'none', sm: 'flex' }} data-testid="staff-member">
        <Text fontSize="sm" fontWeight="semibold">
          {staff.name || staff.email}
        </Text>
        <Text fontSize="xs" color="stage.fg">
          {staff.email} · {t(`roles.${staff.role}`)}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" color="stage.fg" borderColor="stage.fg" _hover={{ bg: 'whiteAlpha.200' }} onClick={signOut} loading={leaving}>
        {t('frame.signOut')}
      </Button>
    </Flex>
  );
}

const PORTAL_PAGES = {
  content: 'studio.content',
  jobs: 'studio.portal-jobs',
  'price-lists': 'studio.portal-price-lists',
  templates: 'studio.portal-templates',
} as const;

/**
 * Moves to the same page of another portal (its settings, content, photo jobs, price lists or templates), or to
 * the portal's settings; on the dashboard, to the dashboard of that portal's sales (`?portal=`).
 */
function PortalSwitcher({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation('studio');
  const location = useLocation();
  const navigate = useNavigate();
  const dashboard = isDashboard(location.pathname);
  const current = portalKeyOf(location.pathname) ?? (dashboard ? dashboardPortal(staff, location.search) : '');
  // a portal's page (content, photo jobs, price lists, templates) stays that page of the other portal
  const page = /^\/studio\/portals\/[^/]+\/(content|jobs|price-lists|templates)\/?$/i.exec(location.pathname)?.[1];
  return (
    <Box minW="48">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="stage.bg"
          color="stage.fg"
          borderColor="stage.fg"
          value={current}
          aria-label={t('frame.portal')}
          onChange={(event) => {
            const key = event.currentTarget.value;
            if (key && dashboard) navigate(href('studio', {}, { portal: key }));
            else if (key) navigate(href(page ? PORTAL_PAGES[page.toLowerCase() as keyof typeof PORTAL_PAGES] : 'studio.portal', { portalKey: key }));
          }}
        >
          <option value="" disabled style={{ color: '#1a202c' }}>
            {t('frame.choosePortal')}
          </option>
          {staff.portals.map((portal) => (
            <option key={portal.key} value={portal.key} style={{ color: '#1a202c' }}>
              {portal.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator color="stage.fg" />
      </NativeSelect.Root>
    </Box>
  );
}

function StudioNav({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation('studio');
  const location = useLocation();
  const entries = navigation(staff, portalKeyOf(location.pathname));
  return (
    <Box
      as="nav"
      aria-label={t('frame.navigation')}
      bg="surface.raised"
      borderRightWidth={{ lg: '1px' }}
      borderBottomWidth={{ base: '1px', lg: '0' }}
      w={{ lg: '56' }}
      flex="none"
    >
      <HStack
        as="ul"
        listStyleType="none"
        m="0"
        p={{ base: 2, lg: 4 }}
        gap="1"
        flexDirection={{ base: 'row', lg: 'column' }}
        alignItems={{ lg: 'stretch' }}
        // a phone or a tablet: the entries wrap onto another row, so none is hidden past the edge
        flexWrap={{ base: 'wrap', lg: 'nowrap' }}
      >
        {entries.map((entry) => {
          const active = entry.matches(location.pathname);
          return (
            <Box as="li" key={entry.key} flex="none">
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                borderRadius="md"
                fontWeight={active ? 'semibold' : 'normal'}
                bg={active ? 'bg.muted' : undefined}
                color="fg"
                textDecoration={active ? 'underline' : 'none'}
                _hover={{ bg: 'bg.muted' }}
              >
                <RouterLink to={entry.to} aria-current={active ? 'page' : undefined}>
                  {t(`nav.${entry.key}`)}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
