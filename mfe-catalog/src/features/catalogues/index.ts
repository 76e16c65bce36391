// Catalogues: what the rest of the module may use. An index only re-exports (the build treats it as
// side-effect free: docs/architecture.md).
export { CataloguesPage } from './components/catalogues-page';
