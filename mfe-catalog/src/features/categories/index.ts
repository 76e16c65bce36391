// The category overview: what the rest of the module may use (an index only re-exports).
export { CategoryOverviewPage } from './components/category-overview-page';
