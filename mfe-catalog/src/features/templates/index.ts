// Template lists, filters and the price dialog: what the rest of the module may use (an index only re-exports).
export { CategoryListPage, TemplateListPage } from './components/template-list-page';
