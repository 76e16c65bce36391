import { Fragment } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { platformApi as api } from '@shop/contracts/core';
import { shopSettingsAtom } from '@shop/session';
import { Box, useDocumentTitle } from '@shop/ui';
import { Loading, LoadError, PageHeading, PageLayout } from './layout';
import { NotFoundPage } from './not-found';
import { RichHtml } from './rich-html';
import { looksLikeHtml } from './looks-like-html';
import { isMissing, useApiState } from './use-api';
import { useCall } from '@shop/data';

/**
 * The policy text, newlines shown as line breaks. Plain text is rendered as text (no HTML parsing at
 * all); text with markup comes sanitised from the API, its newlines already line breaks (decision 0065).
 */
export function PolicyText({ text }: { text: string }) {
  if (looksLikeHtml(text)) return <RichHtml html={text} />;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return (
    <Box data-testid="policy-text">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one static text, in order
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Box>
  );
}

const policyOf = (answer: { data: { privacyPolicy: string } }) => answer.data.privacyPolicy;

/** /privacy-policy: the portal's policy; a portal without one answers 'Page not found'. */
export default function PrivacyPage() {
  const { t } = useTranslation('shell-pages');
  const shop = useAtomValue(shopSettingsAtom);
  const has = shop?.hasPrivacyPolicy ?? false;
  const policy = useApiState(useCall(api.privacyPolicy, {}, { shared: true, enabled: has }), policyOf);
  useDocumentTitle(has ? t('privacy.title') : undefined);

  if (!has) return <NotFoundPage />;
  if (policy.status === 'error' && isMissing(policy.error)) return <NotFoundPage />;
  if (policy.status === 'done' && !policy.data.trim()) return <NotFoundPage />;
  return (
    <PageLayout>
      <PageHeading>{t('privacy.title')}</PageHeading>
      {policy.status === 'loading' ? <Loading /> : null}
      {policy.status === 'error' ? <LoadError message={t('privacy.failed')} onRetry={policy.reload} /> : null}
      {policy.status === 'done' ? <PolicyText text={policy.data} /> : null}
    </PageLayout>
  );
}
