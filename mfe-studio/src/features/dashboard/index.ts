export { DashboardPage } from './components/dashboard-page';
export { PortalLinks, shopUrl } from './components/portal-links';
