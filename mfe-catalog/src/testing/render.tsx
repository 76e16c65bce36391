import userEvent from '@testing-library/user-event';
import type { User } from '@shop/contracts/core';
import { LocationProbe, renderWithShop, users } from '@shop/testing';
import { CatalogRoutes } from '../routes';

/** The catalogue routes at `route` with the real 'catalog' texts; signed in unless a user is given. */
export async function renderCatalog(route: string, options: { language?: string; user?: User } = {}) {
  const user = userEvent.setup();
  const result = await renderWithShop(
    <>
      <CatalogRoutes />
      <LocationProbe />
    </>,
    { route, namespaces: ['catalog'], user: options.user ?? users.signedIn, language: options.language },
  );
  return { ...result, user };
}
