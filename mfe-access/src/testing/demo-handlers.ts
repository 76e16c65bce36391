import type { RequestHandler } from 'msw';
import type { User } from '@shop/contracts/core';
import { anonymousUserFixture, codeDataFixture, RESET_KEY, userFixture } from './fixtures';
import { accessApi, apiError, handle, platformApi } from './handlers';

/**
 * A small pretend back end for the stand-alone dev page (src/standalone.tsx), all answers checked
 * against the contracts. Codes: DEMO123 valid, WARN123 asks to confirm the subject, REDIRECT1 leaves,
 * anything else is not valid. kari@example.test has an account (any password of 3+ characters);
 * other addresses register. Reset key: /reset-password?resetcode=reset-key-0123456789abcdef.
 */
export function demoHandlers(): RequestHandler[] {
  let user: User = anonymousUserFixture();
  // A code verified before signing in adds its picture set (the answer names it).
  let verifiedCode = false;
  const signIn = (emailAddress: string) => {
    user = userFixture({ emailAddress, name: emailAddress.split('@')[0]! });
    return { user, ...(verifiedCode ? { subjectUuid: 'demo-subject' } : {}) };
  };
  return [
    handle(platformApi.currentUser, () => ({ user })),
    handle(accessApi.verifyCode, ({ query }) => {
      const code = query.get('code')!.toUpperCase();
      if (code === 'REDIRECT1') return { valid: true, data: { redirect: 'https://example.com/' } };
      if (code === 'DEMO123') {
        verifiedCode = true;
        return { valid: true, codeData: codeDataFixture({ code, accessCode: code }) };
      }
      return { valid: false, errorMessage: 'We do not know this code' };
    }),
    handle(accessApi.userExistsByEmail, ({ query }) => ({ exists: query.get('email') === 'kari@example.test' })),
    handle(accessApi.login, ({ body }) =>
      body.username === 'kari@example.test' && body.password.length >= 3 ? signIn(body.username) : apiError(401, 'Wrong e-mail or password'),
    ),
    handle(accessApi.register, ({ body }) =>
      /^\+?\d{8,15}$/.test(body.mobile.replace(/\s/g, '')) ? { success: true, ...signIn(body.email) } : { error: 'The mobile number is not valid', data: ['mobile'] },
    ),
    handle(accessApi.sendPasswordReminder, ({ query }) => ({ message: `We have sent instructions to ${query.get('email')}` })),
    handle(accessApi.checkResetCode, ({ params }) => ({ valid: params.code === RESET_KEY })),
    handle(accessApi.resetPassword, () => ({})),
    handle(accessApi.addPictureSetByCode, ({ query }) => {
      const code = query.get('code')!.toUpperCase();
      if (code.startsWith('WARN') && query.get('confirm') !== '1') return { valid: false, warning: { subject: { uuid: 'demo-subject', name: 'Ola Nordmann' } } };
      if (code === 'DEMO123' || code.startsWith('WARN')) return { valid: true, subjectUuid: 'demo-subject' };
      return { valid: false };
    }),
    handle(accessApi.logout, () => ((user = anonymousUserFixture()), { ok: true as const })),
  ];
}
