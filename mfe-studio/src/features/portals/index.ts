export { PortalsPage } from './portals-page';
