import 'vitest-canvas-mock';
import userEvent from '@testing-library/user-event';
import type { ShopSettings } from '@shop/contracts';
import { LocationProbe, renderWithShop, shopSettingsFixture, users } from '@shop/testing';
import { EditorRoutes } from '../routes';

/** The editor routes at `route`, signed in, with the real 'editor' texts (konva draws on a mocked canvas in jsdom). */
export async function renderEditor(
  route: string,
  options: { language?: string; allowOwnPhotos?: boolean; portalOptions?: Partial<ShopSettings['options']> } = {},
) {
  const user = userEvent.setup();
  const result = await renderWithShop(
    <>
      <EditorRoutes />
      <LocationProbe />
    </>,
    { route, namespaces: ['editor'], user: users.signedIn, language: options.language, shop: shopSettingsFixture(options.portalOptions) },
  );
  return { ...result, user };
}
