export { FirstPortalRedirect, PriceListsPage } from './components/price-lists-page';
