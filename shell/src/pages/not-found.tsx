import { useTranslation } from 'react-i18next';
import { href } from '@shop/contracts/core';
import { Text, useDocumentTitle } from '@shop/ui';
import { ButtonLink } from '../chrome/app-link';
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
        <ButtonLink href={href('home')}>{t('common.home')}</ButtonLink>
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
        <ButtonLink href={href('home')}>{t('common.home')}</ButtonLink>
      </div>
    </PageLayout>
  );
}
