import userEvent from '@testing-library/user-event';
import { queryClient } from '@shop/data';
import { LocationProbe, renderWithShop, server } from '@shop/testing';
import { StudioApp } from '../routes';
import { type DemoState, demoHandlers, demoState } from './demo-handlers';

/** The studio at `route` on the pretend back end (demo-handlers.ts), with the real 'studio' texts. */
export async function renderStudio(route: string, options: { state?: Partial<DemoState>; language?: string } = {}) {
  const state = demoState(options.state);
  queryClient.clear();
  server.use(...demoHandlers(state));
  // the staff session's token cookie, as the session call sets it (no extra request for it)
  document.cookie = 'shop_staff_csrf=test-token; path=/';
  const user = userEvent.setup();
  const result = await renderWithShop(
    <>
      <StudioApp />
      <LocationProbe />
    </>,
    { route, namespaces: ['studio'], language: options.language },
  );
  return { ...result, user, state };
}
