import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { routerPath } from '@shop/contracts/core';
import { Loading } from '@shop/ui/toolkit';
import { StaffFrame } from './frame/staff-frame';
import { SignInPage } from './features/sign-in';

const SetPasswordPage = lazy(() => import('./features/set-password').then((m) => ({ default: m.SetPasswordPage })));
import { NotFoundPage } from './lib/page';

// each page its own chunk: the frame and sign-in first, a page's code when it is opened
const DashboardPage = lazy(() => import('./features/dashboard').then((m) => ({ default: m.DashboardPage })));
const PortalsPage = lazy(() => import('./features/portals').then((m) => ({ default: m.PortalsPage })));
const PortalSettingsPage = lazy(() => import('./features/settings').then((m) => ({ default: m.PortalSettingsPage })));
const ContentPage = lazy(() => import('./features/content').then((m) => ({ default: m.ContentPage })));
const OrdersPage = lazy(() => import('./features/orders').then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import('./features/orders').then((m) => ({ default: m.OrderPage })));
const PhotoJobsPage = lazy(() => import('./features/photo-jobs').then((m) => ({ default: m.PhotoJobsPage })));
const PhotoJobsRedirect = lazy(() => import('./features/photo-jobs').then((m) => ({ default: m.PhotoJobsRedirect })));
const PriceListsPage = lazy(() => import('./features/price-lists').then((m) => ({ default: m.PriceListsPage })));
const FirstPortalRedirect = lazy(() => import('./features/price-lists').then((m) => ({ default: m.FirstPortalRedirect })));
const TemplatesPage = lazy(() => import('./features/templates').then((m) => ({ default: m.TemplatesPage })));
const CustomersPage = lazy(() => import('./features/customers').then((m) => ({ default: m.CustomersPage })));
const CustomerPage = lazy(() => import('./features/customers').then((m) => ({ default: m.CustomerPage })));
const RecordingsPage = lazy(() => import('./features/recordings').then((m) => ({ default: m.RecordingsPage })));
const RecordingPage = lazy(() => import('./features/recordings').then((m) => ({ default: m.RecordingPage })));
const AuditPage = lazy(() => import('./features/audit').then((m) => ({ default: m.AuditPage })));

function PageLoading() {
  const { t } = useTranslation('studio');
  return <Loading label={t('frame.loading')} />;
}

/**
 * The studio's pages (route table in @shop/contracts). The shell mounts the studio on every path under /studio
 * (decision 0084): a path no entry names is the studio's own 'Page not found', inside the staff frame.
 */
export function StudioApp() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={routerPath('studio.sign-in')} element={<SignInPage />} />
        <Route path={routerPath('studio.set-password')} element={<SetPasswordPage />} />
        <Route element={<StaffFrame />}>
          <Route path={routerPath('studio')} element={<DashboardPage />} />
          <Route path={routerPath('studio.portals')} element={<PortalsPage />} />
          <Route path={routerPath('studio.portal')} element={<PortalSettingsPage />} />
          <Route path={routerPath('studio.content')} element={<ContentPage />} />
          <Route path={routerPath('studio.orders')} element={<OrdersPage />} />
          <Route path={routerPath('studio.order')} element={<OrderPage />} />
          <Route path={routerPath('studio.jobs')} element={<PhotoJobsRedirect />} />
          <Route path={routerPath('studio.portal-jobs')} element={<PhotoJobsPage />} />
          <Route path={routerPath('studio.price-lists')} element={<FirstPortalRedirect to="studio.portal-price-lists" />} />
          <Route path={routerPath('studio.portal-price-lists')} element={<PriceListsPage />} />
          <Route path={routerPath('studio.templates')} element={<FirstPortalRedirect to="studio.portal-templates" />} />
          <Route path={routerPath('studio.portal-templates')} element={<TemplatesPage />} />
          <Route path={routerPath('studio.customers')} element={<CustomersPage />} />
          <Route path={routerPath('studio.customer')} element={<CustomerPage />} />
          <Route path={routerPath('studio.recordings')} element={<FirstPortalRedirect to="studio.portal-recordings" />} />
          <Route path={routerPath('studio.portal-recordings')} element={<RecordingsPage />} />
          <Route path={routerPath('studio.recording')} element={<RecordingPage />} />
          <Route path={routerPath('studio.audit')} element={<AuditPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
