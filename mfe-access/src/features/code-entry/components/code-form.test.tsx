import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { assignLocation } from '../../../lib/browser';
import { BrowserRouter } from 'react-router';
import { AccessApp } from '../../../routes';

import { renderAccess, renderWithProviders } from '../../../testing/render';
import { goTo } from '@shop/ui/toolkit';
import { accessApi } from '@shop/contracts/access';
import { apiError, codeDataFixture, errorOf, expectFieldError, handler, isDisabled, isInvalid, networkFailure, installMockServer } from '@shop/testing';

vi.mock('../../../lib/browser', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/browser')>()), assignLocation: vi.fn() }));

const server = installMockServer();
beforeEach(() => vi.mocked(assignLocation).mockClear());

async function submitCode(code: string) {
  const rendered = await renderAccess();
  const field = await screen.findByRole('textbox', { name: 'Picture code' });
  if (code) await rendered.user.type(field, code);
  await rendered.user.click(screen.getByRole('button', { name: 'Next' }));
  return { ...rendered, field };
}

describe('code submission (visitor)', () => {
  it('needs a code', async () => {
    const verify = vi.fn();
    server.use(handler(accessApi.verifyCode, verify));
    const { field } = await submitCode('');
    await expectFieldError(field, 'This is required!');
    expect(isInvalid(field)).toBe(true);
    expect(verify).not.toHaveBeenCalled();
  });

  it('shows errorMessage under the field and stops loading', async () => {
    server.use(handler(accessApi.verifyCode, () => ({ valid: false, error: 'invalid_code', errorMessage: 'We do not know this code' })));
    await submitCode('NOPE1');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Picture code' }), 'We do not know this code');
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(false);
  });

  it('shows error when there is no errorMessage', async () => {
    server.use(handler(accessApi.verifyCode, () => ({ valid: false, error: 'The code has expired' })));
    await submitCode('OLD123');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Picture code' }), 'The code has expired');
  });

  it("says 'The code is not valid' when the server gives no text", async () => {
    server.use(handler(accessApi.verifyCode, () => ({ valid: false })));
    await submitCode('NOPE2');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Picture code' }), 'The code is not valid');
  });

  it('is busy while the code is checked', async () => {
    server.use(
      handler(accessApi.verifyCode, async () => {
        await delay(300);
        return { valid: false, errorMessage: 'No' };
      }),
    );
    await submitCode('SLOW12');
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true));
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Picture code' }), 'No');
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(false);
  });

  it('follows a redirect answer by assigning the location', async () => {
    server.use(handler(accessApi.verifyCode, () => ({ valid: false, data: { redirect: 'https://other-portal.test/enter-code?code=XY' } })));
    await submitCode('XY1234');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://other-portal.test/enter-code?code=XY'));
    expect(screen.queryByRole('heading', { name: 'Code validated' })).toBeNull();
  });

  it('stops loading silently when the network fails', async () => {
    server.use(handler(accessApi.verifyCode, () => networkFailure()));
    const { field } = await submitCode('NET123');
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(false));
    expect(errorOf(field)).toBe('');
    expect(isInvalid(field)).toBe(false);
  });

  it("shows the server's reason when it refuses (too many attempts)", async () => {
    server.use(handler(accessApi.verifyCode, () => apiError(429, 'Too many attempts, try again later')));
    await submitCode('MANY12');
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Picture code' }), 'Too many attempts, try again later');
  });

  it('moves on to "Code validated" with the subject\'s name when the code is valid', async () => {
    const verify = vi.fn(() => ({ valid: true as const, codeData: codeDataFixture({ name: 'Ola Nordmann', code: 'GOOD12' }) }));
    server.use(handler(accessApi.verifyCode, ({ query }) => (expect(query.get('code')).toBe('GOOD12'), verify())));
    await submitCode('GOOD12');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Code validated' });
    expect(screen.getByText('Enter your e-mail address to access the photos of Ola Nordmann.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('code from the letter or SMS link', () => {
  it('checks /enter-code?code= on arrival and moves to the login-or-register step', async () => {
    const codes: string[] = [];
    server.use(
      handler(accessApi.verifyCode, ({ query }) => {
        codes.push(query.get('code')!);
        return { valid: true, codeData: codeDataFixture({ name: 'Per Hansen' }) };
      }),
    );
    await renderAccess({ route: '/enter-code?code=LINK42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Code validated' })).toBeTruthy();
    expect(screen.getByText(/photos of Per Hansen/)).toBeTruthy();
    expect(codes).toEqual(['LINK42']);
  });

  it("shows the error with the code kept in the field when the link's code is not valid", async () => {
    server.use(handler(accessApi.verifyCode, () => ({ valid: false, errorMessage: 'Unknown code' })));
    await renderAccess({ route: '/enter-code?code=BAD999' });
    await expectFieldError(() => screen.getByRole('textbox', { name: 'Picture code' }), 'Unknown code');
    const field = screen.getByRole('textbox', { name: 'Picture code' }) as HTMLInputElement;
    expect(field.value).toBe('BAD999');
  });
});

describe('a code arriving in the URL while the front page is open', () => {
  it('is checked as well (the dialog of another module sends visitors here)', async () => {
    const codes: string[] = [];
    server.use(
      handler(accessApi.verifyCode, ({ query }) => (codes.push(query.get('code')!), { valid: true, codeData: codeDataFixture({ name: 'Siri Berg' }) })),
    );
    // Under a BrowserRouter, following the real URL as in the shop.
    await renderWithProviders(
      <BrowserRouter>
        <AccessApp />
      </BrowserRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' });
    act(() => goTo('/enter-code?code=LATE42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Code validated' })).toBeTruthy();
    expect(screen.getByText(/photos of Siri Berg/)).toBeTruthy();
    expect(codes).toEqual(['LATE42']);
  });
});
