import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Container, Heading, Link, Stack, useDocumentTitle } from '@shop/ui';
import { profilePaths } from '../lib/paths';

/**
 * The frame of every profile page: the tab title, the page's one h1 and, below the menu itself,
 * a link back to 'My account'. Rendered inside <main> of the shell.
 */
export function AccountPage({ title, children, backToMenu = true }: { title: string; children: ReactNode; backToMenu?: boolean }) {
  const { t } = useTranslation('account-profile');
  useDocumentTitle(title);
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        {backToMenu && (
          <Link asChild color="brand.fg" alignSelf="flex-start" textDecoration="underline">
            <RouterLink to={profilePaths.menu}>{t('common.backToMenu')}</RouterLink>
          </Link>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
