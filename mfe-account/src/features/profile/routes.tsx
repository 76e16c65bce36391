import { lazy } from 'react';
import { Route } from 'react-router';
import { profilePaths } from './lib/paths';

const MyAccountPage = lazy(() => import('./components/my-account-page').then((m) => ({ default: m.MyAccountPage })));
const ContactInfoPage = lazy(() => import('./components/contact-info-page').then((m) => ({ default: m.ContactInfoPage })));
const ChangePasswordPage = lazy(() => import('./components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
const CommunicationPage = lazy(() => import('./components/communication-page').then((m) => ({ default: m.CommunicationPage })));
const CancelPackagesPage = lazy(() => import('./components/cancel-packages-page').then((m) => ({ default: m.CancelPackagesPage })));
const SharePage = lazy(() => import('../share').then((m) => ({ default: m.SharePage })));

/** The my-account menu and the profile screens (a fragment for the module's <Routes>). */
export const profileRoutes = (
  <>
    <Route path={profilePaths.menu} element={<MyAccountPage />} />
    <Route path={profilePaths.contactInfo} element={<ContactInfoPage />} />
    <Route path={profilePaths.changePassword} element={<ChangePasswordPage />} />
    <Route path={profilePaths.communication} element={<CommunicationPage />} />
    <Route path={profilePaths.cancelPackages} element={<CancelPackagesPage />} />
    <Route path={profilePaths.share} element={<SharePage />} />
  </>
);
