/**
 * The contract test of the legacy answers with modes (docs/decisions/0012): each case sends the same
 * request to the msw pretend back end the remotes run on (@shop/testing/legacy) and to the real server,
 * and checks that both answers validate against the contract and are in the same mode (same status,
 * same error code, same failed fields) — the mode the case names. Uuids and texts may differ.
 */
import { api, ApiErrorBody, buildPath, modeOf, type CallDef, type ModalAnswer } from '@shop/contracts';
import { accessLegacyHandlers, accountLegacyHandlers, MOCK_ACCOUNT, MOCK_CODES } from '@shop/testing/legacy';
import { getResponse } from 'msw';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, registration, subjectUuid, type Browser } from './access/testing';
import { DEMO_CODES } from './demo/photojobs';
import { createTestApp, type TestApp } from './testing/harness';

/** What differs between the two back ends: their codes, accounts and picture sets. */
interface World {
  codes: { own: string; otherAccount: string; otherPortal: string; unknown: string };
  account: { email: string; password: string };
  /** A picture set of the signed-in customer, and one of its packages held for inspection. */
  ownSet: { uuid: string; name: string };
}

const MOCK_SET = { uuid: 'd00d0000-0000-4000-8000-000000000001', name: 'Ola Nordmann' };
const mockWorld: World = {
  codes: { own: MOCK_CODES.valid, otherAccount: MOCK_CODES.otherAccount, otherPortal: MOCK_CODES.otherPortal, unknown: 'NOPE1234' },
  account: MOCK_ACCOUNT,
  ownSet: MOCK_SET,
};

type Who = 'visitor' | 'customer' | 'newCustomer';
interface Input {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}
interface Case {
  name: string;
  call: CallDef;
  who: Who;
  input: (w: World) => Input;
  /** The mode of a 200 answer, or the status and error code of a refusal. */
  expected: string | { status: number; error: string };
}

const UNKNOWN_RESET_KEY = 'no-such-key-0123456789abcdef';
const newPassword = 'fjord-harbour-77';

const cases: Case[] = [
  { name: 'verify: a code of this portal', call: api.verifyCode, who: 'visitor', input: (w) => ({ query: { code: w.codes.own } }), expected: 'verified' },
  {
    name: 'verify: a code of another portal',
    call: api.verifyCode,
    who: 'visitor',
    input: (w) => ({ query: { code: w.codes.otherPortal } }),
    expected: 'redirect',
  },
  { name: 'verify: an unknown code', call: api.verifyCode, who: 'visitor', input: (w) => ({ query: { code: w.codes.unknown } }), expected: 'invalid' },
  { name: 'add set: a known code', call: api.addPictureSetByCode, who: 'customer', input: (w) => ({ query: { code: w.codes.own } }), expected: 'added' },
  {
    name: "add set: another account's set",
    call: api.addPictureSetByCode,
    who: 'customer',
    input: (w) => ({ query: { code: w.codes.otherAccount } }),
    expected: 'confirm',
  },
  {
    name: "add set: another account's set, confirmed",
    call: api.addPictureSetByCode,
    who: 'customer',
    input: (w) => ({ query: { code: w.codes.otherAccount, confirm: '1' } }),
    expected: 'added',
  },
  {
    name: 'add set: a code of another portal',
    call: api.addPictureSetByCode,
    who: 'customer',
    input: (w) => ({ query: { code: w.codes.otherPortal } }),
    expected: 'redirect',
  },
  { name: 'add set: an unknown code', call: api.addPictureSetByCode, who: 'customer', input: (w) => ({ query: { code: w.codes.unknown } }), expected: 'error' },
  {
    name: 'add set: signed out',
    call: api.addPictureSetByCode,
    who: 'visitor',
    input: (w) => ({ query: { code: w.codes.own } }),
    expected: { status: 401, error: 'unauthorized' },
  },
  { name: 'user exists: an account', call: api.userExistsByEmail, who: 'visitor', input: (w) => ({ query: { email: w.account.email } }), expected: 'answered' },
  {
    name: 'user exists: no account',
    call: api.userExistsByEmail,
    who: 'visitor',
    input: () => ({ query: { email: 'nobody@example.org' } }),
    expected: 'answered',
  },
  {
    name: 'sign in: right password',
    call: api.login,
    who: 'visitor',
    input: (w) => ({ body: { username: w.account.email, password: w.account.password } }),
    expected: 'answer',
  },
  {
    name: 'sign in: wrong password',
    call: api.login,
    who: 'visitor',
    input: (w) => ({ body: { username: w.account.email, password: 'wrong-password' } }),
    expected: { status: 401, error: 'invalid_credentials' },
  },
  { name: 'register: a new address', call: api.register, who: 'visitor', input: () => ({ body: registration() }), expected: 'created' },
  {
    name: 'register: an address with an account',
    call: api.register,
    who: 'visitor',
    input: (w) => ({ body: registration({ email: w.account.email }) }),
    expected: 'failed',
  },
  { name: 'register: a bad mobile number', call: api.register, who: 'visitor', input: () => ({ body: registration({ mobile: '12' }) }), expected: 'failed' },
  {
    name: 'password reminder',
    call: api.sendPasswordReminder,
    who: 'visitor',
    input: (w) => ({ query: { json: '1', email: w.account.email } }),
    expected: 'sent',
  },
  { name: 'reset: check an unknown key', call: api.checkResetCode, who: 'visitor', input: () => ({ params: { code: UNKNOWN_RESET_KEY } }), expected: 'answer' },
  {
    name: 'reset: an unknown key',
    call: api.resetPassword,
    who: 'visitor',
    input: () => ({ params: { code: UNKNOWN_RESET_KEY }, body: { password: newPassword } }),
    expected: 'error',
  },
  {
    name: 'change password: too short',
    call: api.updatePassword,
    who: 'newCustomer',
    input: () => ({ body: { password: 'abc', reTypePassword: 'abc' } }),
    expected: 'error',
  },
  {
    name: 'change password: retyped differently',
    call: api.updatePassword,
    who: 'newCustomer',
    input: () => ({ body: { password: newPassword, reTypePassword: `${newPassword}x` } }),
    expected: 'error',
  },
  {
    name: 'change password',
    call: api.updatePassword,
    who: 'newCustomer',
    input: () => ({ body: { password: newPassword, reTypePassword: newPassword } }),
    expected: 'changed',
  },
  {
    name: 'contact information',
    call: api.updateUserInfo,
    who: 'customer',
    input: () => ({ body: { name: 'Ida Hansen', address: 'Gate 1', postal_code: '0150', city: 'Oslo', mobile: '+47 912 34 567' } }),
    expected: 'updated',
  },
  {
    name: 'contact information: no name, bad mobile',
    call: api.updateUserInfo,
    who: 'customer',
    input: () => ({ body: { name: ' ', address: '', postal_code: '', city: '', mobile: '12' } }),
    expected: 'failed',
  },
  {
    name: 'share: a recipient',
    call: api.share,
    who: 'customer',
    input: (w) => ({ query: { 'email[]': ['friend@example.org', 'not an address'], 'subjects[]': [w.ownSet.uuid] } }),
    expected: 'sent',
  },
  {
    name: 'share: no valid recipient',
    call: api.share,
    who: 'customer',
    input: (w) => ({ query: { 'email[]': ['not an address'], 'subjects[]': [w.ownSet.uuid] } }),
    expected: 'error',
  },
  {
    name: 'cancel a package held for inspection',
    call: api.cancelPackages,
    who: 'customer',
    input: (w) => ({ body: { subjects: [{ ...w.ownSet, enabled: false }] } }),
    expected: 'updated',
  },
  {
    name: 'cancel packages: not held',
    call: api.cancelPackages,
    who: 'customer',
    input: () => ({ body: { subjects: [{ uuid: '0b6c1f1e-7c55-4a5e-9d57-6a0c2f6b9aff', name: 'Nobody', enabled: false }] } }),
    expected: 'error',
  },
];

function url(call: CallDef, input: Input): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) for (const item of [value].flat()) qs.append(key, item);
  const query = qs.toString();
  return buildPath(call.path, input.params) + (query ? `?${query}` : '');
}

interface Answer {
  status: number;
  json: unknown;
}

/** The mode an answer is in: its mode's name, 'answer' for a call of one mode, or the refusal. */
function modeOfAnswer(call: CallDef, answer: Answer): string | { status: number; error: string } | undefined {
  if (answer.status !== 200) return { status: answer.status, error: v.parse(ApiErrorBody, answer.json).error };
  const response = call.response as Partial<ModalAnswer<Record<string, v.GenericSchema>>>;
  if (response.modes) return modeOf(response as ModalAnswer<Record<string, v.GenericSchema>>, answer.json) as string | undefined;
  return v.is(call.response, answer.json) ? 'answer' : undefined;
}

/** The fields a failed answer names (registration and contact information mark them invalid). */
function failedFields(answer: Answer): string[] {
  const data = (answer.json as { data?: unknown }).data;
  return Array.isArray(data) ? [...(data as string[])].sort() : [];
}

/** The pretend back end: fresh state per case, the client's requests answered by msw's handlers. */
async function mockSide(c: Case): Promise<Answer> {
  const handlers = [...accessLegacyHandlers(), ...accountLegacyHandlers({ inspection: [{ ...MOCK_SET, enabled: true }] })];
  const send = async (call: CallDef, input: Input): Promise<Answer> => {
    const request = new Request(`http://localhost${url(call, input)}`, {
      method: call.method,
      ...(input.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input.body) }),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No mock handler for ${call.method} ${call.path}`);
    return { status: response.status, json: await response.json() };
  };
  if (c.who === 'customer') await send(api.login, { body: { username: MOCK_ACCOUNT.email, password: MOCK_ACCOUNT.password } });
  if (c.who === 'newCustomer') await send(api.register, { body: registration() });
  return send(c.call, c.input(mockWorld));
}

let t: TestApp;
let serverWorld: World;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  // the demo parent owns Noah's set (a package of it is held for inspection); Maja's set is Per Lie's
  serverWorld = {
    codes: { own: DEMO_CODES.noah, otherAccount: DEMO_CODES.maja, otherPortal: DEMO_CODES.club, unknown: 'NOPE1234' },
    account: { email: 'parent@example.com', password: 'parent-demo-1' },
    ownSet: { uuid: await subjectUuid(t, 'Noah Hansen'), name: 'Noah Hansen' },
  };
});
afterAll(() => t?.close());

/** The real server, a browser of its own per case (the rate limits are per client address). */
async function serverSide(c: Case): Promise<Answer> {
  const b: Browser = await browser(t);
  if (c.who === 'customer') expect((await b.signIn(serverWorld.account.email, serverWorld.account.password)).statusCode).toBe(200);
  if (c.who === 'newCustomer') expect((await b.post('/ajax/create.php', registration())).json()).toMatchObject({ success: true });
  const input = c.input(serverWorld);
  const res = await b.request({
    method: c.call.method,
    url: url(c.call, input),
    ...(input.body === undefined ? {} : { payload: input.body as object }),
    csrf: c.call.method !== 'GET' || c.call.csrf ? (b.csrf ?? false) : undefined,
  });
  return { status: res.statusCode, json: res.json() };
}

describe('legacy answers: the msw mocks and the server answer in the same mode', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const [mock, server] = [await mockSide(c), await serverSide(c)];
    for (const answer of [mock, server]) if (answer.status === 200) expect(v.safeParse(c.call.response, answer.json).issues).toBeUndefined();
    expect({ mock: modeOfAnswer(c.call, mock), server: modeOfAnswer(c.call, server) }).toEqual({ mock: c.expected, server: c.expected });
    expect(failedFields(mock)).toEqual(failedFields(server));
  });
});
