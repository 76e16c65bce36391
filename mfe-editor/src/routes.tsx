import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { routerPath } from '@shop/contracts/core';
import { PageSpinner } from '@shop/ui';

// konva comes with these pages only: the module's entry stays small
const TemplateEditorPage = lazy(() =>
  import(/* webpackChunkName: "template-editor" */ './features/template-editor').then((m) => ({
    default: m.TemplateEditorPage,
  })),
);
const PackageEditorPage = lazy(() =>
  import(/* webpackChunkName: "package-editor" */ './features/package-editor').then((m) => ({
    default: m.PackageEditorPage,
  })),
);

/** The editor's routes (route table in @shop/contracts): the three create routes and the package create route. */
export function EditorRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={routerPath('products.create')} element={<TemplateEditorPage />} />
        <Route path={routerPath('products.category.create')} element={<TemplateEditorPage />} />
        <Route path={routerPath('products.categories.category.create')} element={<TemplateEditorPage />} />
        <Route path={routerPath('products.packages.create')} element={<PackageEditorPage />} />
      </Routes>
    </Suspense>
  );
}
