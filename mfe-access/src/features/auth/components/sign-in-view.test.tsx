import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User } from '@shop/contracts/core';
import { sessionStore, userAtom } from '@shop/session';
import { recordEvents } from '../../../testing/events';

import { renderAccess, routerLocation } from '../../../testing/render';
import { platformApi } from '@shop/contracts/core';
import { accessApi } from '@shop/contracts/access';
import { expectFieldError, fieldByLabel, handler, networkFailure, installMockServer, userFixture } from '@shop/testing';

const server = installMockServer();
const events = recordEvents('track', 'pricelist:refresh');
let signedIn: User | null;
let logins: Array<{ username: string; password: string }>;

beforeEach(() => {
  signedIn = null;
  logins = [];
  server.use(
    handler(platformApi.currentUser, () => ({ user: signedIn ?? userFixture({ isAnonymousUser: true }) })),
    handler(accessApi.login, ({ body }) => {
      logins.push(body);
      signedIn = userFixture({ name: 'Kari Nordmann' });
      return { user: signedIn };
    }),
  );
});

async function signIn(route: string, email: string, password: string) {
  const rendered = await renderAccess({ route });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  if (email) await rendered.user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  if (password) await rendered.user.type(fieldByLabel('Password'), password);
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('Sign in', () => {
  it('needs an e-mail and a password', async () => {
    await signIn('/login', '', '');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'E-mail' }), 'This is required!');
    await expectFieldError(() => fieldByLabel('Password'), 'This is required!');
    expect(logins).toHaveLength(0);
  });

  it("says 'Invalid email' for a malformed address", async () => {
    await signIn('/login', 'kari@', 'secret');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'E-mail' }), 'Invalid email');
  });

  it('refuses a 2-character password', async () => {
    await signIn('/login', 'kari@example.test', 'ab');
    await expectFieldError(() => fieldByLabel('Password'), "That's too short!");
    expect(logins).toHaveLength(0);
  });

  it('accepts a 3-character password, trims the e-mail and goes to the packages', async () => {
    await signIn('/login', '  kari@example.test  ', 'abc');
    await waitFor(() => expect(window.location.pathname).toBe('/products/packages'));
    expect(logins).toEqual([{ username: 'kari@example.test', password: 'abc' }]);
    expect(sessionStore.get(userAtom)?.name).toBe('Kari Nordmann');
    expect(events).toEqual([
      { event: 'track', payload: { event: 'login' } },
      { event: 'pricelist:refresh', payload: {} },
    ]);
  });

  it('goes back to the referrer the route guard stored', async () => {
    await signIn('/login?referrer=%2Fmy-account%2Forders%3Fpage%3D2', 'kari@example.test', 'secret');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/my-account/orders?page=2'));
  });

  it.each(['//evil.test/phish', 'https://evil.test/', '/\\evil.test'])('ignores a referrer off the site (%s)', async (referrer) => {
    await signIn(`/login?referrer=${encodeURIComponent(referrer)}`, 'kari@example.test', 'secret');
    await waitFor(() => expect(window.location.pathname).toBe('/products/packages'));
  });

  it('moves inside the module with the router when the referrer is one of its own pages', async () => {
    await signIn('/login?referrer=%2Freset-password', 'kari@example.test', 'secret');
    await waitFor(() => expect(routerLocation()).toBe('/reset-password'));
  });

  it('still signs the session in when reloading the user fails', async () => {
    server.use(handler(platformApi.currentUser, () => networkFailure()));
    await signIn('/login', 'kari@example.test', 'secret');
    await waitFor(() => expect(window.location.pathname).toBe('/products/packages'));
    expect(sessionStore.get(userAtom)?.name).toBe('Kari Nordmann');
  });

  it('says so when the connection fails', async () => {
    server.use(handler(accessApi.login, () => networkFailure()));
    await signIn('/login', 'kari@example.test', 'secret');
    expect((await screen.findByRole('alert')).textContent).toContain('Signing in failed. Please try again.');
  });

  it("a code of another account's set: the subject is confirmed on the front page before it is added (issue 15)", async () => {
    const settled: boolean[] = [];
    server.use(
      handler(accessApi.login, () => {
        signedIn = userFixture({ name: 'Ida Hansen' });
        return { user: signedIn, warning: { subject: { uuid: 'maja-uuid', name: 'Maja Lie' } } };
      }),
      handler(accessApi.confirmPendingSet, ({ body }) => {
        settled.push(body.confirm);
        return body.confirm ? { subjectUuid: 'maja-uuid' } : {};
      }),
    );
    const { user } = await signIn('/login', 'parent@example.test', 'secret');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm picture set' });
    expect(dialog.textContent).toContain('This code gives access to the pictures of Maja Lie.');
    expect(settled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(settled).toEqual([true]);
  });
});
