// Digital portraits: what the rest of the module may use (an index only re-exports).
export { DigitalListPage } from './components/digital-list-page';
export { DigitalSetPage } from './components/digital-set-page';
