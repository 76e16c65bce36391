// A browser's part of the API conversation, for the cluster test: cookies kept across instances (a session
// lives in the database, so it works on every instance) and the CSRF token sent as the shop expects: the
// customer's (shop_csrf) with the shop's calls, the studio's (shop_staff_csrf) with /api/studio calls.
export class Client {
  constructor(base, { host = 'localhost' } = {}) {
    this.base = base;
    this.host = host;
    this.cookies = new Map();
  }

  /** The same visitor, talking to another address (an instance directly, or the balancer). */
  at(base) {
    const other = new Client(base, { host: this.host });
    other.cookies = this.cookies;
    return other;
  }

  /** The headers a browser sends with a call to `path`: host, cookies and the CSRF token of that side. */
  headersFor(path) {
    const h = { host: this.host };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get(path.startsWith('/api/studio') ? 'shop_staff_csrf' : 'shop_csrf');
    if (csrf) h['x-csrf-token'] = decodeURIComponent(csrf);
    return h;
  }

  async request(method, path, { body, form, headers = {} } = {}) {
    const h = { ...this.headersFor(path), ...headers };
    let payload;
    if (form) payload = form;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.base}${path}`, { method, headers: h, body: payload, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const type = res.headers.get('content-type') ?? '';
    const data = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body: data, headers: res.headers, backend: res.headers.get('x-cluster-backend') };
  }

  get(path, options) {
    return this.request('GET', path, options);
  }
  post(path, body, options) {
    return this.request('POST', path, { ...options, body });
  }
  put(path, body, options) {
    return this.request('PUT', path, { ...options, body });
  }
  /** A fresh visit: the session and CSRF cookies. */
  async start() {
    const res = await this.get('/api/webshop/user');
    if (res.status !== 200) throw new Error(`GET /api/webshop/user: ${res.status}`);
    return this;
  }
}

/** Fails with `message` and the value seen. */
export function expectThat(ok, message, seen) {
  if (!ok) throw new Error(`${message}${seen === undefined ? '' : ` (seen: ${typeof seen === 'string' ? seen : JSON.stringify(seen)})`}`);
}

/** Polls `probe` every `everyMs` until it answers truthy or `timeoutMs` passes (then answers the last value). */
export async function waitFor(probe, { timeoutMs, everyMs = 250 }) {
  const end = Date.now() + timeoutMs;
  let value;
  for (;;) {
    value = await probe();
    if (value || Date.now() >= end) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
