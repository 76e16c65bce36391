import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { platformApi as api } from '@shop/contracts/core';
import { ApiError } from '@shop/api-client';
import { useCall } from '@shop/data';
import { Text } from '@shop/ui';
import { Loading, LoadError } from '../layout';
import { asAnswered, isMissing, useApiState } from '../use-api';
import { CmsModules } from './modules';

/** GET /api/webshop/legacy-pages/:id; an id the contract cannot accept is missing without asking. */
export function useLegacyPage(id: string) {
  const valid = v.is(api.legacyPage.params!, { id });
  const page = useApiState(useCall(api.legacyPage, { params: { id } }, { shared: true, enabled: valid }), asAnswered);
  return valid ? page : { status: 'error' as const, error: new ApiError('Page not found', 404), reload: () => {} };
}

/** A CMS page inside something else (the menu's dialog): headings below the dialog's title. */
export function LegacyPageContent({ id, headingLevel }: { id: string; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('shell-pages');
  const page = useLegacyPage(id);
  if (page.status === 'loading') return <Loading />;
  if (page.status === 'error') {
    return isMissing(page.error) ? <Text>{t('notFound.title')}</Text> : <LoadError message={t('cms.failed')} onRetry={page.reload} />;
  }
  return <CmsModules modules={page.data.modules} pageHeading={false} level={headingLevel} />;
}
