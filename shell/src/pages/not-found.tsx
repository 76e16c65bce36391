import { useTranslation } from 'react-i18next';
import { href } from '@shop/contracts/core';
import { Text, useDocumentTitle, AppLink } from '@shop/ui';
import { PageHeading, PageLayout } from './layout';

/** Any path nobody owns, and content the server does not have ('Page not found'). */
export function NotFoundPage() {
  const { t } = useTranslation('shell-pages');
  useDocumentTitle(t('notFound.title'));
  return (
    <PageLayout>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <Text>{t('notFound.text')}</Text>
      <div>
        <AppLink to={href('home')} asButton size="lg">
          {t('common.home')}
        </AppLink>
      </div>
    </PageLayout>
  );
}

/** A route of a module this portal has switched off. */
export function NotAvailablePage() {
  const { t } = useTranslation('shell-pages');
  useDocumentTitle(t('notAvailable.title'));
  return (
    <PageLayout>
      <PageHeading>{t('notAvailable.title')}</PageHeading>
      <Text>{t('notAvailable.text')}</Text>
      <div>
        <AppLink to={href('home')} asButton size="lg">
          {t('common.home')}
        </AppLink>
      </div>
    </PageLayout>
  );
}
