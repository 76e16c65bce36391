import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopSettingsAtom } from '@shop/session';
import { Container, useDocumentTitle, VisuallyHidden } from '@shop/ui';
import { useLegacyPage } from './cms/legacy-page-content';
import { CmsModules, firstTitleText } from './cms/modules';
import { Loading, LoadError, PageLayout } from './layout';
import { NotFoundPage } from './not-found';
import { isMissing } from './use-api';

/** /pages/:id: a legacy content page built from CMS modules. Its title (and h1) is the first Title module. */
export default function CmsPage() {
  const { t } = useTranslation('shell-pages');
  const { id = '' } = useParams();
  const shop = useAtomValue(shopSettingsAtom);
  const page = useLegacyPage(id);
  const title = page.status === 'done' ? firstTitleText(page.data.modules) : undefined;
  useDocumentTitle(page.status === 'done' ? (title ?? shop?.name) : undefined);

  if (page.status === 'error' && isMissing(page.error)) return <NotFoundPage />;
  if (page.status !== 'done') {
    return <PageLayout>{page.status === 'loading' ? <Loading /> : <LoadError message={t('cms.failed')} onRetry={page.reload} />}</PageLayout>;
  }
  return (
    <Container maxWidth="5xl" paddingY={{ base: '6', md: '10' }} paddingX={{ base: '4', md: '6' }}>
      {title === undefined ? <VisuallyHidden as="h1">{shop?.name}</VisuallyHidden> : null}
      <CmsModules modules={page.data.modules} pageHeading level={2} />
    </Container>
  );
}
