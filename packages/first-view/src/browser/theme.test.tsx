import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '@shop/contracts';
import { sessionStore, shopSettingsAtom } from '@shop/session';
import { PAGE_SYSTEM, ShopProviders } from '@shop/ui';
import { prepareTheme } from './theme';

const theme = { primary: '#2f6b3a', primaryContrast: '#ffffff', headerBackground: '#17361d', headerText: '#ffffff' };
/** Style elements that define the portal's token variables (Chakra's global CSS). */
const tokenStyles = () => [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes('--chakra-colors-brand-solid:')).length;

beforeEach(() => {
  sessionStore.set(shopSettingsAtom, { theme } as ShopSettings);
});
afterEach(() => {
  cleanup();
  // prepareTheme runs once per page: forget it, so that the next test (and the other files of this worker,
  // whose providers insert the global CSS themselves) start as on a new page
  delete (globalThis as Record<symbol, unknown>)[PAGE_SYSTEM];
  sessionStore.set(shopSettingsAtom, null);
});

// The server's case first: the page root prepareTheme renders in the other case never unmounts (as on a page).
describe('prepareTheme', () => {
  it('leaves the server’s global CSS as it is and adds none (the first view carries it)', async () => {
    const before = tokenStyles();
    const server = document.createElement('style');
    server.dataset.emotion = 'css-global 1h400fn';
    server.textContent = ':where(html, .chakra-theme) { --chakra-colors-brand-solid: #2f6b3a; }';
    document.head.append(server);
    await prepareTheme();
    render(<ShopProviders>page</ShopProviders>);
    expect(tokenStyles()).toBe(before + 1);
    expect(server.isConnected).toBe(true);
    server.remove();
  });

  it('puts the global CSS into the page once for all React roots', async () => {
    const before = tokenStyles();
    await prepareTheme();
    render(<ShopProviders>chrome</ShopProviders>);
    render(<ShopProviders>page</ShopProviders>);
    expect(tokenStyles()).toBe(before + 1);
  });
});
