export { DashboardPage, shopUrl } from './components/dashboard-page';
