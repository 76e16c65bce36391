import { Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithShop, users } from '@shop/testing';
import type { ShopSettings, User } from '@shop/contracts/core';
import { pictureSetRoutes } from '../routes';

/** The picture-set routes at `route`, with a signed-in user (unless given), the real 'account' texts. */
export async function renderAccount(route: string, options: { user?: User | null; language?: string; modules?: ShopSettings['modules'] } = {}) {
  const user = userEvent.setup();
  const result = await renderWithShop(
    <>
      <Routes>{pictureSetRoutes}</Routes>
      <LocationProbe />
    </>,
    {
      route,
      namespaces: ['account', 'account-profile'],
      user: options.user === undefined ? users.signedIn : options.user,
      language: options.language,
      ...(options.modules ? { shop: { modules: options.modules } } : {}),
    },
  );
  return { ...result, user };
}
