export { PortalSettingsPage } from './components/portal-settings-page';
