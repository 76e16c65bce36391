/* Test helper of the profile and share screens (only imported by *.test.tsx); the rest is @shop/testing's. */
import { Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { User } from '@shop/contracts/core';
import { LocationProbe, renderWithShop, users, type ShopRenderOptions } from '@shop/testing';
import { profileRoutes } from './routes';

/** The profile routes as the module renders them, at `route`, with a signed-in user and the real texts. */
export async function renderProfile(route: string, options: ShopRenderOptions & { user?: User | null } = {}) {
  const result = await renderWithShop(
    <>
      <Routes>{profileRoutes}</Routes>
      <LocationProbe />
    </>,
    { user: users.signedIn, ...options, route, namespaces: ['account-profile'] },
  );
  return { ...result, user: userEvent.setup() };
}
