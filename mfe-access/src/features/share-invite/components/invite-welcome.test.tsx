import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User } from '@shop/contracts/core';
import { platformApi } from '@shop/contracts/core';
import { accessApi } from '@shop/contracts/access';
import { accountApi } from '@shop/contracts/account';
import { fieldByLabel, handler, installMockServer, userFixture } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { renderAccess } from '../../../testing/render';
import { recordEvents } from '../../../testing/events';

const server = installMockServer();
const events = recordEvents('pictureset:added');
const TOKEN = 'A'.repeat(43);
const FROM_INVITE = `/login?referrer=${encodeURIComponent(`/my-account/picture-sets?invite=${TOKEN}`)}`;
let signedIn: User | null;
let invite: { senderName: string; recipient: string; subjects: Array<{ name: string }>; expired: boolean; used: boolean };
let registrations: Array<Record<string, unknown>>;

beforeEach(() => {
  signedIn = null;
  registrations = [];
  invite = { senderName: 'Ida Hansen', recipient: 'granny@example.test', subjects: [{ name: 'Noah Hansen' }], expired: false, used: false };
  server.use(
    handler(platformApi.currentUser, () => ({ user: signedIn ?? userFixture({ isAnonymousUser: true }) })),
    handler(accountApi.shareInvite, () => invite),
    handler(accessApi.register, ({ body }) => {
      registrations.push(body);
      signedIn = userFixture({ emailAddress: body.email, name: '' });
      return { success: true, user: signedIn, sharedSubjectUuids: ['noah-uuid'] };
    }),
  );
});

describe('signing in from a share invite', () => {
  it('greets the invited person with who shared which pictures, and asks only for the password of the invited address', async () => {
    await renderAccess({ route: FROM_INVITE });
    await screen.findByRole('heading', { level: 1, name: 'Ida Hansen has shared pictures with you' });
    expect(screen.getByText('The pictures of Noah Hansen. Sign in with granny@example.test to see them.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(fieldByLabel('Password')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('creates an account with the invited address and no picture code, and goes to My picture sets', async () => {
    const { user } = await renderAccess({ route: FROM_INVITE });
    await user.click(await screen.findByRole('button', { name: 'Create a free user account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create a free user account' });
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('granny@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '91234567');
    await user.type(fieldByLabel('Choose a password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/my-account/picture-sets'));
    expect(registrations).toEqual([expect.objectContaining({ email: 'granny@example.test', code: '', invite: TOKEN })]);
    expect(events).toEqual([{ event: 'pictureset:added', payload: { uuid: 'noah-uuid' } }]);
  });

  it('says plainly when the invite was used already, and offers the ordinary sign-in', async () => {
    invite = { ...invite, expired: true, used: true };
    await renderAccess({ route: FROM_INVITE });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByText(/This invitation has been used already/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a free user account' })).toBeNull();
  });

  it("'Sign in with another e-mail address' leaves the invite for the plain sign-in", async () => {
    const { user } = await renderAccess({ route: FROM_INVITE });
    await user.click(await screen.findByRole('button', { name: 'Sign in with another e-mail address' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });
});
