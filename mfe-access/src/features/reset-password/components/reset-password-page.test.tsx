import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';

import { INITIAL_ANSWERS_ELEMENT_ID, resetInitialAnswers } from '@shop/first-view/answers';
import { renderAccess, routerLocation } from '../../../testing/render';
import { accessApi } from '@shop/contracts/access';
import { RESET_KEY, apiError, errorOf, expectFieldError, fieldByLabel, handler, isDisabled, networkFailure, installMockServer } from '@shop/testing';

const server = installMockServer();
afterEach(() => vi.restoreAllMocks());

async function openValidForm() {
  server.use(handler(accessApi.checkResetCode, () => ({ valid: true })));
  const rendered = await renderAccess({ route: `/reset-password?resetcode=${RESET_KEY}` });
  await screen.findByLabelText(/^New password/);
  return {
    ...rendered,
    password: fieldByLabel('New password'),
    retype: fieldByLabel('Retype password'),
    submit: screen.getByRole('button', { name: 'Reset password' }),
  };
}

describe('password reset', () => {
  it("shows 'Validating reset request' while the key is checked, under the title", async () => {
    server.use(
      handler(accessApi.checkResetCode, async () => {
        await delay(200);
        return { valid: true };
      }),
    );
    await renderAccess({ route: `/reset-password?resetcode=${RESET_KEY}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Validating reset request');
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
    expect(screen.queryByText('Validating reset request')).toBeNull();
    expect(document.title).toBe('Reset password – Demo Foto');
  });

  it('starts with the form, without asking again, when the server’s first view checked the key (decision 0036)', async () => {
    const asked: string[] = [];
    server.use(handler(accessApi.checkResetCode, ({ params }) => (asked.push(String(params.code)), { valid: true })));
    const url = `/reset-password?resetcode=${RESET_KEY}`;
    const key = JSON.stringify(['GET', accessApi.checkResetCode.path, { code: RESET_KEY }, {}]);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_ANSWERS_ELEMENT_ID;
    script.textContent = JSON.stringify({ url, at: Date.now(), answers: { [key]: { valid: true } } });
    document.body.append(script);
    window.history.replaceState(null, '', url);
    resetInitialAnswers();
    try {
      await renderAccess({ route: url });
      expect(screen.getByLabelText(/^New password/)).toBeTruthy();
      expect(screen.queryByText('Validating reset request')).toBeNull();
      await new Promise((r) => setTimeout(r, 50));
      expect(asked).toEqual([]);
    } finally {
      script.remove();
      window.history.replaceState(null, '', '/');
      resetInitialAnswers();
    }
  });

  it('says no account is connected to an invalid key', async () => {
    const keys: string[] = [];
    server.use(handler(accessApi.checkResetCode, ({ params }) => (keys.push(String(params.code)), { valid: false })));
    await renderAccess({ route: `/reset-password?resetcode=${RESET_KEY}` });
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, no account connected to this key');
    expect(keys).toEqual([RESET_KEY]);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('treats a missing or malformed key as invalid', async () => {
    server.use(handler(accessApi.checkResetCode, () => apiError(400, 'Invalid reset key')));
    await renderAccess({ route: '/reset-password?resetcode=short' });
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, no account connected to this key');
  });

  it('without resetcode says the same without asking the server', async () => {
    await renderAccess({ route: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, no account connected to this key');
  });

  it("refuses 6 characters ('That's too short!') and accepts 7, the button disabled until valid", async () => {
    const { user, password, retype, submit } = await openValidForm();
    expect(isDisabled(submit)).toBe(true);
    await user.type(password, '123456');
    await user.type(retype, '123456');
    await expectFieldError(password, "That's too short!");
    expect(isDisabled(submit)).toBe(true);
    await user.type(password, '7');
    await user.type(retype, '7');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    expect(errorOf(password)).toBe('');
  });

  it("says 'The two passwords doesn't match!'", async () => {
    const { user, password, retype, submit } = await openValidForm();
    await user.type(password, 'correct-horse');
    await user.type(retype, 'correct-hors');
    await user.tab();
    await expectFieldError(retype, "The two passwords doesn't match!");
    expect(isDisabled(submit)).toBe(true);
    await user.type(retype, 'e');
    await expectFieldError(retype, '');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
  });

  it('shows no stale mismatch while the retype is typed, and re-checks it when the password changes later', async () => {
    const { user, password, retype, submit } = await openValidForm();
    await user.type(password, 'longenough');
    await user.type(retype, 'longenoug');
    expect(errorOf(retype)).toBe('');
    await user.type(retype, 'h');
    await user.tab();
    expect(errorOf(retype)).toBe('');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    await user.type(password, 'X');
    await expectFieldError(retype, "The two passwords doesn't match!");
    expect(isDisabled(submit)).toBe(true);
  });

  it('sends the password without its first space, trimmed; alerts success and goes to the front page', async () => {
    const bodies: unknown[] = [];
    server.use(handler(accessApi.resetPassword, ({ body, params }) => (bodies.push({ key: params.code, ...body }), {})));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, password, retype, submit } = await openValidForm();
    await user.type(password, 'new pass word ');
    await user.type(retype, 'new pass word ');
    await user.click(submit);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The password was succesfully updated.'));
    expect(bodies).toEqual([{ key: RESET_KEY, password: 'newpass word' }]);
    await waitFor(() => expect(routerLocation()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeTruthy();
  });

  it("shows the server's error text", async () => {
    server.use(handler(accessApi.resetPassword, () => ({ error: 'The key has expired' })));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, password, retype, submit } = await openValidForm();
    await user.type(password, 'longenough');
    await user.type(retype, 'longenough');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('The key has expired');
    expect(alert).not.toHaveBeenCalled();
    expect(routerLocation()).toBe(`/reset-password?resetcode=${RESET_KEY}`);
  });

  it("says 'Error setting new password' when the network fails", async () => {
    server.use(handler(accessApi.resetPassword, () => networkFailure()));
    const { user, password, retype, submit } = await openValidForm();
    await user.type(password, 'longenough');
    await user.type(retype, 'longenough');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Error setting new password');
  });
});
