import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Route, Routes, useLocation } from 'react-router';
import { routerPath } from '@shop/contracts/core';
import { shopSettingsAtom } from '@shop/session';
import { isPathAvailable } from '../chrome/navigation';
import { Loading } from './layout';
import { NotAvailablePage, NotFoundPage } from './not-found';

// Each page is its own chunk: the not-found page (the most common reason to be here) needs none of them.
const ContactPage = lazy(() => import(/* webpackChunkName: "page-contact" */ './contact-page'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-privacy" */ './privacy-page'));
const CmsPage = lazy(() => import(/* webpackChunkName: "page-cms" */ './cms-page'));
const DebugPage = lazy(() => import(/* webpackChunkName: "page-debug" */ './debug-page'));
const MailboxPage = lazy(() => import(/* webpackChunkName: "page-mailbox" */ './mailbox-page'));

/** Not ours and nobody else's: a module switched off for this portal (not available) or nothing at all (not found). */
export function FallbackPage() {
  const { pathname } = useLocation();
  const shop = useAtomValue(shopSettingsAtom);
  return isPathAvailable(pathname, shop?.modules ?? []) ? <NotFoundPage /> : <NotAvailablePage />;
}

/** The shell's pages in #shop-content (root/activity.ts decides when this app is mounted). */
export function ShellPages() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={routerPath('contact-us')} element={<ContactPage />} />
        <Route path={routerPath('privacy-policy')} element={<PrivacyPage />} />
        <Route path={routerPath('pages.page')} element={<CmsPage />} />
        <Route path={routerPath('debug')} element={<DebugPage />} />
        <Route path={routerPath('dev.mailbox')} element={<MailboxPage />} />
        <Route path="*" element={<FallbackPage />} />
      </Routes>
    </Suspense>
  );
}
