import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Card, chakra, Heading, List, followLink } from '@shop/ui';
import { useInspectionSubjects } from '../api/profile-api';
import { otherModulePaths, profilePaths } from '../lib/paths';
import { AccountPage } from './account-page';
import { CancelPackagesPanel } from './cancel-packages-page';

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '4',
  py: '4',
  minH: '12',
  fontWeight: 'medium',
  color: 'gray.900',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

function MenuEntry({ children }: { children: ReactNode }) {
  return (
    <List.Item borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }}>
      {children}
    </List.Item>
  );
}

function Chevron() {
  return (
    <Box as="span" aria-hidden color="fg.muted">
      ›
    </Box>
  );
}

/**
 * /my-account: the account menu, and the 'Cancel picture packages' panel. Both the panel and its menu
 * entry appear only when a package is held for inspection (packageForInspectionSubjects not empty).
 */
export function MyAccountPage() {
  const { t } = useTranslation('account-profile');
  const [inspection] = useInspectionSubjects();
  const hasPackages = inspection.status === 'ready' && inspection.data.length > 0;

  const own = (to: string, label: string) => (
    <MenuEntry>
      <chakra.a asChild {...entryStyle}>
        <RouterLink to={to}>
          {label}
          <Chevron />
        </RouterLink>
      </chakra.a>
    </MenuEntry>
  );

  return (
    <AccountPage title={t('menu.heading')} backToMenu={false}>
      <nav aria-label={t('menu.heading')}>
        <List.Root listStyle="none" bg="surface.raised" borderWidth="1px" borderColor="border" borderRadius="md" overflow="hidden">
          {own(profilePaths.changePassword, t('menu.changePassword'))}
          {own(profilePaths.contactInfo, t('menu.contactInfo'))}
          {own(profilePaths.pictureSets, t('menu.pictureSets'))}
          <MenuEntry>
            <chakra.a href={otherModulePaths.orders()} onClick={followLink} {...entryStyle}>
              {t('menu.orders')}
              <Chevron />
            </chakra.a>
          </MenuEntry>
          {hasPackages && own(profilePaths.cancelPackages, t('menu.cancelPackages'))}
          {own(profilePaths.communication, t('menu.communication'))}
          {own(profilePaths.share, t('menu.share'))}
        </List.Root>
      </nav>
      {hasPackages && (
        <Card.Root as="section" aria-labelledby="my-account-cancel-packages" bg="surface.raised" color="fg" mt="6">
          <Card.Body gap="4">
            <Heading as="h2" size="lg" id="my-account-cancel-packages">
              {t('cancelPackages.heading')}
            </Heading>
            <CancelPackagesPanel initial={inspection.data} />
          </Card.Body>
        </Card.Root>
      )}
    </AccountPage>
  );
}
