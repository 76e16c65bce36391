// Package offers: what the rest of the module may use (an index only re-exports).
export { PackagesPage } from './components/packages-page';
