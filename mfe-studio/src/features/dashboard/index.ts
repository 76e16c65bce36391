export { DashboardPage, shopUrl } from './dashboard-page';
