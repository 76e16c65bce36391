import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@shop/contracts/core';
import type { CodeData } from '@shop/contracts/access';
import { currentPictureSetAtom, sessionStore, userAtom } from '@shop/session';
import { recordEvents } from '../../../testing/events';

import { renderAccess, type RenderOptions } from '../../../testing/render';
import { platformApi } from '@shop/contracts/core';
import { accessApi } from '@shop/contracts/access';
import {
  apiError,
  codeDataFixture,
  errorOf,
  expectFieldError,
  fieldByLabel,
  handler,
  isDisabled,
  isInvalid,
  shopSettingsFixture,
  installMockServer,
  userFixture,
} from '@shop/testing';

const server = installMockServer();
const events = recordEvents('track', 'pricelist:refresh', 'session:changed');
const EXISTING = 'kari@example.test';
const SUBJECT_UUID = 'b1a2c3d4-0000-4000-8000-000000000042';
let signedIn: User | null;

beforeEach(() => {
  signedIn = null;
  server.use(
    handler(platformApi.currentUser, () => ({ user: signedIn ?? userFixture({ isAnonymousUser: true, name: '' }) })),
    handler(accessApi.userExistsByEmail, ({ query }) => ({ exists: query.get('email') === EXISTING })),
  );
});

async function reachCodeValidated(codeData: CodeData = codeDataFixture(), options: RenderOptions = {}) {
  server.use(handler(accessApi.verifyCode, () => ({ valid: true, codeData })));
  const rendered = await renderAccess({ route: `/enter-code?code=${codeData.code}`, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Code validated' });
  return rendered;
}

async function enterEmail(user: Awaited<ReturnType<typeof reachCodeValidated>>['user'], email: string) {
  const field = screen.getByRole('textbox', { name: 'E-mail' });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('step 1, Code validated', () => {
  it('names the subject and asks for an e-mail: required, then valid', async () => {
    const lookups = vi.fn();
    server.use(handler(accessApi.userExistsByEmail, () => (lookups(), { exists: false })));
    const { user } = await reachCodeValidated(codeDataFixture({ name: 'Ola Nordmann' }));
    expect(screen.getByText('Enter your e-mail address to access the photos of Ola Nordmann.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectFieldError(() => screen.getByRole('textbox', { name: 'E-mail' }), 'This is required!');
    await enterEmail(user, 'not-an-address');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'E-mail' }), 'Invalid email');
    expect(lookups).not.toHaveBeenCalled();
  });

  it("'Go back' returns to the code entry", async () => {
    const { user } = await reachCodeValidated();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Picture code' })).toBeTruthy();
  });

  it("shows the lookup's error under the field", async () => {
    server.use(handler(accessApi.userExistsByEmail, () => ({ error: 'Too many lookups' })));
    const { user } = await reachCodeValidated();
    await enterEmail(user, 'someone@example.test');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'E-mail' }), 'Too many lookups');
  });
});

describe('step 2, Welcome back (the user exists)', () => {
  it('signs in with the password and opens the picture set the code added', async () => {
    const logins: unknown[] = [];
    server.use(
      handler(accessApi.login, ({ body }) => {
        logins.push(body);
        signedIn = userFixture({ emailAddress: EXISTING, name: 'Kari Nordmann' });
        return { user: signedIn, subjectUuid: SUBJECT_UUID };
      }),
    );
    const { user } = await reachCodeValidated();
    await enterEmail(user, `  ${EXISTING} `);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();

    const password = fieldByLabel('Password');
    await user.type(password, 'ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFieldError(password, "That's too short!");
    expect(logins).toHaveLength(0);

    await user.type(password, 'c');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(logins).toEqual([{ username: EXISTING, password: 'abc' }]);
    expect(sessionStore.get(userAtom)?.name).toBe('Kari Nordmann');
    expect(sessionStore.get(currentPictureSetAtom)).toBe(SUBJECT_UUID);
    expect(events.map((e) => e.event)).toEqual(['session:changed', 'track', 'pricelist:refresh']);
    expect(events[1]!.payload).toEqual({ event: 'login' });
  });

  it('needs a password', async () => {
    const { user } = await reachCodeValidated();
    await enterEmail(user, EXISTING);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFieldError(() => fieldByLabel('Password'), 'This is required!');
  });

  it("shows the server's refusal", async () => {
    server.use(handler(accessApi.login, () => apiError(401, 'Wrong e-mail or password')));
    const { user } = await reachCodeValidated();
    await enterEmail(user, EXISTING);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(fieldByLabel('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password');
    // still on the page it started on (nothing navigated)
    expect(window.location.pathname).toBe('/enter-code');
  });

  it('"Go back" returns to step 1 with the e-mail kept', async () => {
    const { user } = await reachCodeValidated();
    await enterEmail(user, EXISTING);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('heading', { level: 1, name: 'Code validated' });
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(EXISTING);
  });
});

describe('step 3, Create a free user account (new e-mail)', () => {
  async function reachRegistration(codeData = codeDataFixture(), options: RenderOptions = {}) {
    const rendered = await reachCodeValidated(codeData, options);
    await enterEmail(rendered.user, 'new@example.test');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Create a free user account' });
    return { ...rendered, heading };
  }

  it('prefills the e-mail, disabled, and moves focus to the heading', async () => {
    const { heading } = await reachRegistration();
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.value).toBe('new@example.test');
    expect(isDisabled(email)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves the consent unticked by default and ticks it when acceptMailDefaultOn', async () => {
    await reachRegistration(codeDataFixture({}, { acceptMailDefaultOn: false }));
    expect((screen.getByRole('checkbox', { name: /offers and news/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('ticks the consent when the code data says acceptMailDefaultOn', async () => {
    await reachRegistration(codeDataFixture({}, { acceptMailDefaultOn: true }));
    expect((screen.getByRole('checkbox', { name: /offers and news/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps "Create user" disabled while invalid: the password needs 6 characters', async () => {
    const { user } = await reachRegistration();
    const create = screen.getByRole('button', { name: 'Create user' });
    expect(isDisabled(create)).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '91234567');
    const password = fieldByLabel('Choose a password');
    await user.type(password, '12345');
    await user.tab();
    await expectFieldError(password, "That's too short!");
    expect(isDisabled(create)).toBe(true);
    await user.type(password, '6');
    await waitFor(() => expect(isDisabled(create)).toBe(false));
    expect(errorOf(password)).toBe('');
  });

  it('says a password is required', async () => {
    const { user } = await reachRegistration();
    await user.click(fieldByLabel('Choose a password'));
    await user.tab();
    await expectFieldError(() => fieldByLabel('Choose a password'), 'This is required!');
  });

  it('sends the registration and continues to the new picture set', async () => {
    const bodies: unknown[] = [];
    server.use(
      handler(accessApi.register, ({ body }) => {
        bodies.push(body);
        signedIn = userFixture({ emailAddress: 'new@example.test', name: '' });
        return { success: true, user: signedIn, subjectUuid: SUBJECT_UUID };
      }),
    );
    const { user } = await reachRegistration(codeDataFixture({ code: 'ABC123' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '91234567');
    await user.type(fieldByLabel('Choose a password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(bodies).toEqual([
      {
        email: 'new@example.test',
        code: 'ABC123',
        mobile: '91234567',
        password: 'secret1',
        confirm_password: 'secret1',
        acceptmail: true,
        termsofservice: true,
      },
    ]);
    expect(events.find((e) => e.event === 'track')?.payload).toEqual({ event: 'sign_up' });
    expect(events.some((e) => e.event === 'pricelist:refresh')).toBe(true);
    expect(sessionStore.get(currentPictureSetAtom)).toBe(SUBJECT_UUID);
  });

  it('hides the consent and sends acceptmail null when the portal disables the choice', async () => {
    const bodies: Array<{ acceptmail: boolean | null }> = [];
    server.use(handler(accessApi.register, ({ body }) => (bodies.push(body), { success: true })));
    const { user } = await reachRegistration(codeDataFixture({}, { acceptMailDefaultOn: true }), {
      shop: shopSettingsFixture({ disableAcceptMailOptionWhenRegisteringUser: true }),
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '91234567');
    await user.type(fieldByLabel('Choose a password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.acceptmail).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/products/packages'));
  });

  it('shows a refusal under the form and marks each field the server names', async () => {
    server.use(handler(accessApi.register, () => ({ error: 'The mobile number is not valid', data: ['mobile', 'email'] })));
    const { user } = await reachRegistration();
    const mobile = screen.getByRole('textbox', { name: 'Mobile phone number' });
    await user.type(mobile, '123');
    await user.type(fieldByLabel('Choose a password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The mobile number is not valid');
    expect(isInvalid(mobile)).toBe(true);
    expect(isInvalid(screen.getByRole('textbox', { name: 'E-mail' }))).toBe(true);
    expect(isInvalid(fieldByLabel('Choose a password'))).toBe(false);
    expect(window.location.pathname).toBe('/enter-code');
  });

  it("shows the server's field error under the phone field (a 400 with fields)", async () => {
    server.use(
      handler(accessApi.register, () =>
        Response.json(
          { error: 'validation', message: 'Please check the form', fields: [{ field: 'body.mobile', message: 'Not a mobile number' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await reachRegistration();
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '0000');
    await user.type(fieldByLabel('Choose a password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Mobile phone number' }), 'Not a mobile number');
    expect((await screen.findByRole('alert')).textContent).toContain('Please check the form');
  });

  it('opens the terms of service in a dialog, newlines as line breaks', async () => {
    const { user } = await reachRegistration(codeDataFixture(), {
      shop: shopSettingsFixture({}, { terms: { termsOfService: 'Rule one.\nRule two.\nRule three.' } }),
    });
    await user.click(screen.getByRole('button', { name: 'terms of service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    const text = within(dialog).getByTestId('terms-text');
    expect(text.querySelectorAll('br')).toHaveLength(2);
    expect(text.textContent).toBe('Rule one.Rule two.Rule three.');
  });

  it('"Go back" returns to step 1', async () => {
    const { user } = await reachRegistration();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Code validated' })).toBeTruthy();
  });
});
