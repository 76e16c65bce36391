import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';

import { renderAccess } from '../../../testing/render';
import { accessApi } from '@shop/contracts/access';
import { codeDataFixture, expectFieldError, handler, networkFailure, installMockServer } from '@shop/testing';

const server = installMockServer();

async function openFromSignIn(email = '') {
  const rendered = await renderAccess({ route: '/login' });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  if (email) await rendered.user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await rendered.user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
  return { ...rendered, dialog };
}

describe('Forgot your password?', () => {
  it('starts with the e-mail typed so far and sends the reminder (json=1)', async () => {
    const queries: Array<Record<string, string>> = [];
    server.use(
      handler(accessApi.sendPasswordReminder, ({ query }) => {
        queries.push(Object.fromEntries(query));
        return { message: 'Instructions sent to kari@example.test' };
      }),
    );
    const { user, dialog } = await openFromSignIn('kari@example.test');
    const field = within(dialog).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(field.value).toBe('kari@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Instructions sent to kari@example.test');
    expect(queries).toEqual([{ json: '1', email: 'kari@example.test' }]);
  });

  it('needs a valid e-mail', async () => {
    const { user, dialog } = await openFromSignIn();
    const field = () => within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expectFieldError(field, 'This is required!');
    await user.type(field(), 'kari.example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expectFieldError(field, 'Invalid email');
  });

  it("shows the server's error text as given", async () => {
    server.use(handler(accessApi.sendPasswordReminder, () => ({ error: 'No user with that e-mail address' })));
    const { user, dialog } = await openFromSignIn('nobody@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('No user with that e-mail address');
  });

  it("says 'Error sending password reset instructions.' when the call fails", async () => {
    server.use(handler(accessApi.sendPasswordReminder, () => networkFailure()));
    const { user, dialog } = await openFromSignIn('kari@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Error sending password reset instructions.');
  });

  it('closes with the Close button', async () => {
    const { user, dialog } = await openFromSignIn();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is reachable from "Welcome back" with the e-mail of step 1', async () => {
    server.use(
      handler(accessApi.verifyCode, () => ({ valid: true, codeData: codeDataFixture() })),
      handler(accessApi.userExistsByEmail, () => ({ exists: true })),
    );
    const { user } = await renderAccess({ route: '/enter-code?code=ABC123' });
    await screen.findByRole('heading', { level: 1, name: 'Code validated' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'kari@example.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    expect((within(dialog).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('kari@example.test');
  });
});
