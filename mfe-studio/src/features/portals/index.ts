export { PortalsPage } from './components/portals-page';
