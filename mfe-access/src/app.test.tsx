import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { pageSettingsAtom, sessionStore, shopSettingsAtom, userAtom } from '@shop/session';
import lifecycles, { lifecycles as named } from './app';
import { loadTexts } from './testing/render';
import { goTo } from '@shop/ui/toolkit';
import { pageSettingsFixture, shopSettingsFixture, installMockServer, users } from '@shop/testing';

installMockServer();
const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
// Mounted the way single-spa does it, outside Testing Library's render (and its act environment).
beforeAll(() => {
  actEnvironment = g.IS_REACT_ACT_ENVIRONMENT;
  g.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('single-spa lifecycles (./app)', () => {
  it('mounts the front page into the given element, follows URL changes, and unmounts cleanly', async () => {
    expect(named).toBe(lifecycles);
    sessionStore.set(shopSettingsAtom, shopSettingsFixture());
    sessionStore.set(pageSettingsAtom, pageSettingsFixture());
    sessionStore.set(userAtom, users.anonymous);
    await loadTexts();
    window.history.replaceState(null, '', '/');
    const element = document.createElement('div');
    document.body.append(element);

    await lifecycles.bootstrap({ name: 'access' });
    await lifecycles.mount({ name: 'access', domElement: element });
    expect(await within(element).findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeTruthy();

    goTo('/reset-password');
    expect(await within(element).findByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();

    await lifecycles.unmount({ name: 'access' });
    expect(element.innerHTML).toBe('');
    element.remove();
  });
});
