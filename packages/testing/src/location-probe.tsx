import { useLocation } from 'react-router';
import { screen } from '@testing-library/react';

/** Shows where the module's react-router is (path, query and hash; the query alone too), for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="router-location" hidden>
        {location.pathname + location.search + location.hash}
      </div>
      <div data-testid="router-search" hidden>
        {location.search}
      </div>
    </>
  );
}

/** The router's location as the probe shows it. */
export function routerLocation(): string {
  return screen.getByTestId('router-location').textContent ?? '';
}
