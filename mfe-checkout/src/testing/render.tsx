import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithShop, users } from '@shop/testing';
import { CheckoutRoutes } from '../routes';

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
