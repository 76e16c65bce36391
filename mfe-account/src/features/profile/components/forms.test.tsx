import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { platformApi } from '@shop/contracts/core';
import { sessionStore, userAtom } from '@shop/session';
import { apiError, errorOf, expectFieldError, fieldByLabel, h1s, handler, isDisabled, isInvalid, installMockServer, users } from '@shop/testing';
import { renderProfile } from '../testing';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();

describe('/my-account/change-password', () => {
  async function open() {
    const rendered = await renderProfile('/my-account/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    return {
      ...rendered,
      password: fieldByLabel('New password'),
      retype: fieldByLabel('Retype password'),
      submit: screen.getByRole('button', { name: 'Change password' }),
    };
  }

  it("refuses 4 characters ('The password is not long enough') and accepts 5; the button waits until valid", async () => {
    const { user, password, retype, submit } = await open();
    expect(document.title).toBe('Change password – Demo Foto');
    expect(isDisabled(submit)).toBe(true);
    await user.type(password, '1234');
    await user.type(retype, '1234');
    await expectFieldError(password, 'The password is not long enough');
    expect(isDisabled(submit)).toBe(true);
    await user.type(password, '5');
    await user.type(retype, '5');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    expect(errorOf(password)).toBe('');
    expect(h1s()).toHaveLength(1);
  });

  it("says 'The passwords must match' on the retype field", async () => {
    const { user, password, retype, submit } = await open();
    await user.type(password, 'secret1');
    await user.type(retype, 'secret2');
    await user.tab();
    await expectFieldError(retype, 'The passwords must match');
    expect(isDisabled(submit)).toBe(true);
    await expectNoAxeViolations();
  });

  it("shows the success message on status 'OK' and sends both fields", async () => {
    let sent: unknown;
    server.use(handler(accountApi.updatePassword, ({ body }) => ((sent = body), { status: 'OK' as const })));
    const { user, password, retype, submit } = await open();
    await user.type(password, 'new-secret');
    await user.type(retype, 'new-secret');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
    expect(sent).toEqual({ password: 'new-secret', reTypePassword: 'new-secret' });
    expect(password.value).toBe('');
    await expectNoAxeViolations();
  });

  it("shows the server's error", async () => {
    server.use(handler(accountApi.updatePassword, () => ({ error: 'The password is too common' })));
    const { user, password, retype, submit } = await open();
    await user.type(password, 'password');
    await user.type(retype, 'password');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The password is too common');
  });

  it('shows a clear error when the call fails', async () => {
    server.use(handler(accountApi.updatePassword, () => apiError(500, 'Internal error')));
    const { user, password, retype, submit } = await open();
    await user.type(password, 'password');
    await user.type(retype, 'password');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Internal error');
  });
});

describe('/my-account/contact-info', () => {
  it('is prefilled from the user; address line 2 only with gatherAddress2', async () => {
    await renderProfile('/my-account/contact-info');
    await screen.findByRole('heading', { level: 1, name: 'Update contact information' });
    expect(fieldByLabel('Full name').value).toBe('Ida Hansen');
    expect(fieldByLabel('Address').value).toBe('Skoleveien 2');
    expect(fieldByLabel('Postal code').value).toBe('0123');
    expect(fieldByLabel('City').value).toBe('Oslo');
    expect(fieldByLabel('Mobile phone').value).toBe('+4791234567');
    expect(screen.queryByLabelText(/Address line 2/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows address line 2 when the portal gathers it, and sends it', async () => {
    let sent: unknown;
    server.use(
      handler(accountApi.updateUserInfo, ({ body }) => ((sent = body), { user: users.signedIn })),
      handler(platformApi.currentUser, () => ({ user: users.signedIn })),
    );
    const { user, shop } = await renderProfile('/my-account/contact-info', {
      shop: { options: { ...(await import('@shop/testing')).shopSettings.options, gatherAddress2: true } },
    });
    expect(shop.options.gatherAddress2).toBe(true);
    await user.type(await screen.findByLabelText('Address line 2'), 'Leilighet 3');
    await user.click(screen.getByRole('button', { name: 'Save contact information' }));
    await screen.findByRole('status');
    expect(sent).toEqual({ name: 'Ida Hansen', address: 'Skoleveien 2', address2: 'Leilighet 3', postal_code: '0123', city: 'Oslo', mobile: '+4791234567' });
  });

  it("requires the name ('This is required!')", async () => {
    const { user } = await renderProfile('/my-account/contact-info');
    const name = await screen.findByLabelText(/^Full name/);
    await user.clear(name);
    await user.tab();
    await expectFieldError(name, 'This is required!');
    await expectNoAxeViolations();
  });

  it('saves, shows the success message and reloads the user', async () => {
    const updated = { ...users.signedIn, name: 'Ida Berg' };
    server.use(
      handler(accountApi.updateUserInfo, () => ({ user: updated })),
      handler(platformApi.currentUser, () => ({ user: updated })),
    );
    const { user } = await renderProfile('/my-account/contact-info');
    const name = await screen.findByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, 'Ida Berg');
    await user.click(screen.getByRole('button', { name: 'Save contact information' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your contact information has been updated.');
    await waitFor(() => expect(sessionStore.get(userAtom)?.name).toBe('Ida Berg'));
  });

  it('marks the fields the server names in data and shows its error', async () => {
    server.use(handler(accountApi.updateUserInfo, () => ({ error: 'The mobile number is not valid', data: ['mobile', 'postal_code'] })));
    const { user } = await renderProfile('/my-account/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Save contact information' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The mobile number is not valid');
    const mobile = fieldByLabel('Mobile phone');
    await expectFieldError(mobile, 'Please check this field');
    expect(isInvalid(fieldByLabel('Postal code'))).toBe(true);
    expect(isInvalid(fieldByLabel('City'))).toBe(false);
    await expectNoAxeViolations();
  });

  it('marks the fields of a standard 400 answer', async () => {
    server.use(
      handler(accountApi.updateUserInfo, () =>
        Response.json({ error: 'validation', message: 'Check the form', fields: [{ field: 'body.mobile', message: 'Not a phone number' }] }, { status: 400 }),
      ),
    );
    const { user } = await renderProfile('/my-account/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Save contact information' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form');
    await expectFieldError(fieldByLabel('Mobile phone'), 'Not a phone number');
  });

  it('shows a clear error on a network failure', async () => {
    const { http, HttpResponse } = await import('@shop/testing');
    server.use(http.post('*/ajax/user/update_user_info.php', () => HttpResponse.error()));
    const { user } = await renderProfile('/my-account/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Save contact information' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your contact information could not be saved. Please check the marked fields and try again.');
  });
});
