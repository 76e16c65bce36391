import 'vitest-canvas-mock';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithShop, users } from '@shop/testing';
import { EditorRoutes } from '../routes';

/** The editor routes at `route`, signed in, with the real 'editor' texts (konva draws on a mocked canvas in jsdom). */
export async function renderEditor(route: string, options: { language?: string; allowOwnPhotos?: boolean } = {}) {
  const user = userEvent.setup();
  const result = await renderWithShop(
    <>
      <EditorRoutes />
      <LocationProbe />
    </>,
    { route, namespaces: ['editor'], user: users.signedIn, language: options.language },
  );
  return { ...result, user };
}
