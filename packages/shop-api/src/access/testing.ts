/** Test helpers of the access tests: a browser with its own client address, and the common steps. */
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { TestClient, type TestApp } from '../testing/harness';

/** The suite's cheaper password hashing (src/testing/setup.ts). */
export { SCRYPT, setPasswordCostForTests } from './passwords';
export { RULES } from './limits';

/** A fresh documentation-range address, so the rate limits of one test do not touch another's. */
export const randomIp = () => `198.51.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 254) + 1}`;

/** A browser at a client address of its own (rate limits are per address). */
export class Browser extends TestClient {
  constructor(
    t: TestApp,
    readonly ip = randomIp(),
    host = 'localhost',
  ) {
    super(t.app, host);
  }

  override request(opts: InjectOptions & { csrf?: string | false }): Promise<Response> {
    return super.request({ remoteAddress: this.ip, ...opts });
  }

  /** A GET that changes state: with the CSRF header, like the api-client sends it. */
  getWithCsrf(url: string): Promise<Response> {
    return this.request({ url, csrf: this.csrf ?? false });
  }

  post(url: string, payload?: object): Promise<Response> {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }

  signIn(username: string, password: string): Promise<Response> {
    return this.post('/api/webshop/auth/login', { username, password });
  }

  verify(code: string): Promise<Response> {
    return this.getWithCsrf(`/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`);
  }

  addByCode(code: string, confirm?: '0' | '1'): Promise<Response> {
    return this.getWithCsrf(`/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(code)}${confirm ? `&confirm=${confirm}` : ''}`);
  }

  async user(): Promise<{
    uuid: string;
    emailAddress: string;
    isAnonymousUser: boolean;
    isSimulated: boolean;
    simulatedBy?: string | null;
    acceptMail: boolean | null;
    mobilePhone: string;
    lang: string;
  }> {
    return (await this.get('/api/webshop/user')).json().user;
  }
}

/** A started browser (session and CSRF cookie), optionally on another portal's host. */
export const browser = (t: TestApp, opts: { ip?: string; host?: string } = {}) => new Browser(t, opts.ip, opts.host).start();

export const registration = (fields: Record<string, unknown> = {}) => ({
  email: `new.${randomBytes(4).toString('hex')}@example.com`,
  code: '',
  mobile: '+47 912 34 567',
  password: 'fjord-harbour-77',
  confirm_password: 'fjord-harbour-77',
  acceptmail: true,
  termsofservice: true,
  ...fields,
});

/** The subject a demo code opens (by name: the code itself is not in the database). */
export async function subjectUuid(t: TestApp, name: string): Promise<string> {
  const [row] = await t.sql<{ uuid: string }>('SELECT uuid FROM subjects WHERE name = $1', [name]);
  if (!row) throw new Error(`No subject ${name}: is the demo seeded?`);
  return row.uuid;
}

export async function userUuid(t: TestApp, email: string, portal = 'fjord'): Promise<string> {
  const [row] = await t.sql<{ uuid: string }>('SELECT uuid FROM users WHERE portal = $1 AND lower(email) = lower($2)', [portal, email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.uuid;
}

export async function setsOf(t: TestApp, user: string): Promise<string[]> {
  return (await t.sql<{ subject_uuid: string }>('SELECT subject_uuid FROM user_subjects WHERE user_uuid = $1 ORDER BY subject_uuid', [user])).map(
    (r) => r.subject_uuid,
  );
}
