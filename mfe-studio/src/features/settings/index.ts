export { PortalSettingsPage } from './portal-settings-page';
