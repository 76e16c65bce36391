/** Test helpers of the studio: a browser that sends the staff session's CSRF token with studio calls. */
import { CSRF_COOKIE, CSRF_HEADER, STAFF_CSRF_COOKIE } from '@shop/contracts';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { Browser } from '../access/testing';
import type { TestApp } from '../testing/harness';

export class StaffBrowser extends Browser {
  override request(opts: InjectOptions & { csrf?: string | false }): Promise<Response> {
    const url = String(opts.url ?? '');
    // a studio call carries the staff CSRF cookie's value (what the studio's pages send)
    if (url.startsWith('/api/studio/') && opts.csrf === undefined && (opts.method ?? 'GET').toUpperCase() !== 'GET') {
      return super.request({ ...opts, csrf: this.cookies.get(STAFF_CSRF_COOKIE) ?? false });
    }
    return super.request(opts);
  }

  put(url: string, payload: object): Promise<Response> {
    return this.request({ method: 'PUT', url, payload });
  }

  async staffSignIn(email: string, password: string, code?: string): Promise<Response> {
    if (!this.cookies.get(STAFF_CSRF_COOKIE)) await this.get('/api/studio/session');
    return this.post('/api/studio/sign-in', { email, password, ...(code ? { code } : {}) });
  }
}

export const DEMO = {
  operator: ['operator@example.com', 'operator-demo-1'],
  club: ['club-operator@example.com', 'club-operator-demo-1'],
  support: ['admin@example.com', 'admin-demo-1'],
} as const;

/** A browser signed in to the studio as one of the demo staff (or not at all). */
export async function staffBrowser(t: TestApp, who?: keyof typeof DEMO, opts: { host?: string } = {}): Promise<StaffBrowser> {
  const b = await new StaffBrowser(t, undefined, opts.host).start();
  // what the studio's sign-in page does first: the session, which brings the staff CSRF cookie
  await b.get('/api/studio/session');
  if (who) {
    const [email, password] = DEMO[who];
    const res = await b.staffSignIn(email, password);
    if (res.statusCode !== 200) throw new Error(`staff sign-in of ${who}: ${res.statusCode} ${res.body}`);
  }
  return b;
}

export { CSRF_COOKIE, CSRF_HEADER };
