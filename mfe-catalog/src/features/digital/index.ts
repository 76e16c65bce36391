// Digital portraits: what the rest of the module may use (an index only re-exports).
export { DigitalListPage } from './digital-list-page';
export { DigitalSetPage } from './digital-set-page';
