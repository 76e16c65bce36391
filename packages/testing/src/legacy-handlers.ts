/**
 * The pretend back end of the legacy calls with modes (docs/decisions/0012): every mode the contract
 * names, answered the way the server answers it, so a remote's stand-alone page and its tests see the
 * same modes as production. The contract test (packages/shop-api/src/contract.test.ts) sends the same
 * requests here and to the real server and compares the modes.
 */
import type { RequestHandler } from 'msw';
import { platformApi, type User } from '@shop/contracts/core';
import { accessApi, Email, normaliseMobile, PASSWORD_RULES, type AddSetAnswer, type VerifyCodeAnswer } from '@shop/contracts/access';
import { accountApi, type InspectionSubject } from '@shop/contracts/account';
import * as v from 'valibot';
import { codeDataFixture, RESET_KEY, userFixture, users } from './fixtures';
import { apiError, handler } from './handlers';

/** Codes the pretend back end knows (case and spaces do not matter). */
export const MOCK_CODES = {
  /** Opens a set on this portal. */
  valid: 'DEMO123',
  /** Opens a set that is in another account already: add-set asks to confirm the subject first. */
  otherAccount: 'WARN123',
  /** A code of another portal: the answer sends the browser there. */
  otherPortal: 'REDIRECT1',
} as const;

/** The account the pretend back end knows (any other address registers). */
export const MOCK_ACCOUNT = { email: 'kari@example.test', password: 'kari-password' } as const;

const MOCK_SUBJECT = { uuid: 'd00d0000-0000-4000-8000-000000000001', name: 'Ola Nordmann' };
const OTHER_PORTAL = 'https://other-portal.example/enter-code?code=';
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

/** The access calls: codes, the e-mail lookup, sign-in, registration, the password reminder and reset. */
export function accessLegacyHandlers(): RequestHandler[] {
  let user: User = users.anonymous;
  // a code verified before signing in adds its picture set at the sign-in (the answer names it)
  let verified = false;
  const signIn = (emailAddress: string) => {
    user = userFixture({ emailAddress, name: emailAddress.split('@')[0]! });
    const added = verified ? { subjectUuid: MOCK_SUBJECT.uuid } : {};
    verified = false;
    return { user, ...added };
  };
  return [
    handler(platformApi.currentUser, () => ({ user })),
    handler(accessApi.verifyCode, ({ query }): VerifyCodeAnswer => {
      const code = normalise(query.get('code')!);
      if (code === MOCK_CODES.otherPortal) return { valid: false, data: { redirect: OTHER_PORTAL + code } };
      if (code !== MOCK_CODES.valid && code !== MOCK_CODES.otherAccount) return { valid: false, errorMessage: 'The code is not valid' };
      verified = true;
      return { valid: true, codeData: codeDataFixture({ code, accessCode: code, name: MOCK_SUBJECT.name }) };
    }),
    handler(accessApi.addPictureSetByCode, ({ query }): AddSetAnswer | Response => {
      if (user.isAnonymousUser) return apiError(401, 'Sign in first', 'unauthorized');
      const code = normalise(query.get('code')!);
      if (code === MOCK_CODES.otherPortal) return { valid: false, redirect: OTHER_PORTAL + code };
      if (code === MOCK_CODES.otherAccount && query.get('confirm') !== '1') return { valid: true, warning: { subject: MOCK_SUBJECT } };
      if (code === MOCK_CODES.valid || code === MOCK_CODES.otherAccount) return { valid: true, subjectUuid: MOCK_SUBJECT.uuid };
      return { valid: false, error: 'The code is not valid' };
    }),
    handler(accessApi.userExistsByEmail, ({ query }) => ({ exists: query.get('email')!.trim().toLowerCase() === MOCK_ACCOUNT.email })),
    handler(accessApi.login, ({ body }) =>
      body!.username.trim().toLowerCase() === MOCK_ACCOUNT.email && body!.password === MOCK_ACCOUNT.password
        ? signIn(MOCK_ACCOUNT.email)
        : apiError(401, 'Wrong e-mail or password', 'invalid_credentials'),
    ),
    handler(accessApi.register, ({ body }) => {
      const failed: { field: string; message: string }[] = [];
      if (!normaliseMobile(body!.mobile)) failed.push({ field: 'mobile', message: 'The mobile number is not valid' });
      if ([...body!.password].length < PASSWORD_RULES.registerMin) failed.push({ field: 'password', message: "That's too short!" });
      if (body!.confirm_password !== body!.password) failed.push({ field: 'confirm_password', message: "The two passwords doesn't match!" });
      if (body!.email.trim().toLowerCase() === MOCK_ACCOUNT.email)
        failed.push({ field: 'email', message: 'There is already an account with this e-mail address' });
      if (failed.length) return { error: failed.map((f) => f.message).join(' '), data: failed.map((f) => f.field) };
      return { success: true as const, ...signIn(body!.email) };
    }),
    // the same answer whether or not the address has an account (the server reveals nothing here)
    handler(accessApi.sendPasswordReminder, () => ({ message: 'If the address has an account, we have sent instructions to it.' })),
    handler(accessApi.checkResetCode, ({ params }) => ({ valid: params.code === RESET_KEY })),
    handler(accessApi.resetPassword, ({ params, body }) => {
      if (params.code !== RESET_KEY) return { error: 'Sorry, no account connected to this key' };
      if ([...body!.password].length < PASSWORD_RULES.resetMin) return { error: "That's too short!" };
      return {};
    }),
    handler(accessApi.logout, () => ((user = users.anonymous), { ok: true as const })),
  ];
}

type Inspection = v.InferOutput<typeof InspectionSubject>;

/** What the account's legacy calls work on; the stand-alone page passes its own object to keep it. */
export interface AccountLegacyState {
  inspection: Inspection[];
}

/** The account's legacy calls: contact information, password, packages held for inspection, sharing. */
export function accountLegacyHandlers(state: AccountLegacyState = { inspection: [] }): RequestHandler[] {
  return [
    handler(accountApi.updateUserInfo, ({ body }) => {
      const failed: { field: string; message: string }[] = [];
      if (!body!.name.trim()) failed.push({ field: 'name', message: 'The name is required' });
      if (!normaliseMobile(body!.mobile)) failed.push({ field: 'mobile', message: 'The mobile number is not valid' });
      if (failed.length) return { error: failed.map((f) => f.message).join(' '), data: failed.map((f) => f.field) };
      return { user: userFixture({ name: body!.name.trim(), mobilePhone: normaliseMobile(body!.mobile)! }) };
    }),
    handler(accountApi.updatePassword, ({ body }) => {
      if ([...body!.password].length < PASSWORD_RULES.changeMin) return { error: 'The password is not long enough' };
      if (body!.reTypePassword !== body!.password) return { error: 'The passwords must match' };
      return { status: 'OK' as const };
    }),
    handler(accountApi.cancelPackages, ({ body }) => {
      const held = new Map(state.inspection.map((s) => [s.uuid, s]));
      for (const s of body!.subjects) {
        const current = held.get(s.uuid);
        if (!current) return { error: 'The package was not found' };
        // a cancelled package cannot be taken back
        if (s.enabled && !current.enabled) return { error: `The package of ${current.name} is already cancelled` };
      }
      const cancelled = new Set(body!.subjects.filter((s) => !s.enabled).map((s) => s.uuid));
      state.inspection = state.inspection.map((s): Inspection => (cancelled.has(s.uuid) ? { ...s, enabled: false } : s));
      return { subjects: state.inspection };
    }),
    handler(accountApi.share, ({ query }) => {
      const seen = new Set<string>();
      const recipients = query
        .getAll('email[]')
        .map((e) => e.trim())
        .filter((e) => v.is(Email, e) && !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
      return recipients.length ? { recipients } : { error: 'Please add recipients' };
    }),
  ];
}
