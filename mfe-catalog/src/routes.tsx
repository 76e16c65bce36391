import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { paths, patterns } from './lib/paths';

// one chunk per page: the module's first load carries only what the page opened needs
const CategoryOverviewPage = lazy(() => import('./features/categories').then((m) => ({ default: m.CategoryOverviewPage })));
const TemplateListPage = lazy(() => import('./features/templates').then((m) => ({ default: m.TemplateListPage })));
const CategoryListPage = lazy(() => import('./features/templates').then((m) => ({ default: m.CategoryListPage })));
const PackagesPage = lazy(() => import('./features/packages').then((m) => ({ default: m.PackagesPage })));
const DigitalListPage = lazy(() => import('./features/digital').then((m) => ({ default: m.DigitalListPage })));
const DigitalSetPage = lazy(() => import('./features/digital').then((m) => ({ default: m.DigitalSetPage })));
const CataloguesPage = lazy(() => import('./features/catalogues').then((m) => ({ default: m.CataloguesPage })));

function DigitalPage() {
  const { subjectUuid } = useParams();
  return subjectUuid ? <DigitalSetPage /> : <DigitalListPage />;
}

/** The old spelling /products/digitalportraits goes to the current one. */
function OldDigitalPage() {
  const { subjectUuid } = useParams();
  return <Navigate to={paths.digitalPortraits(subjectUuid)} replace />;
}

/**
 * The catalogue module's routes (route table in @shop/contracts): the category overview, the product
 * paths of spec 2 (/products/ → packages), template lists, package offers, digital portraits, catalogues.
 */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path={patterns.root} element={<Navigate to={paths.packages()} replace />} />
      <Route path={patterns.list} element={<CategoryOverviewPage />} />
      <Route path={patterns.packages} element={<PackagesPage />} />
      <Route path={patterns.digital} element={<DigitalPage />} />
      <Route path={patterns.digitalOld} element={<OldDigitalPage />} />
      <Route path={patterns.catalogues} element={<CataloguesPage />} />
      <Route path={patterns.categories} element={<CategoryListPage />} />
      <Route path={patterns.type} element={<TemplateListPage />} />
    </Routes>
  );
}
