import { useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { renderWithShop, users } from '@shop/testing';
import { CheckoutRoutes } from '../routes';

/** Where the module's router is (hidden, for tests that follow navigation). */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="router-location" hidden>
      {location.pathname}
      {location.search}
    </div>
  );
}

/** The checkout routes at `route`, signed in, with the real 'checkout' texts. */
export async function renderCheckout(route: string, options: { language?: string } = {}) {
  const user = userEvent.setup();
  const result = await renderWithShop(
    <>
      <CheckoutRoutes />
      <LocationProbe />
    </>,
    { route, namespaces: ['checkout'], user: users.signedIn, language: options.language },
  );
  return { ...result, user };
}
