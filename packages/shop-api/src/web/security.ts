/** Security headers. The CSP allows what the shop needs and nothing more. */
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import { PAGE_START_CSP_SOURCE } from '@shop/first-view/host';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // the one inline script, by its hash: it holds taps until a view is live (0068), starts the scripts (0069)
  scriptSrc: ["'self'", PAGE_START_CSP_SOURCE],
  // emotion (Chakra) injects <style> elements at run time
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** What the shop gives helmet: no helmet defaults mixed in, exactly the list above. */
export const HELMET_OPTIONS = { contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } };

type HeaderTarget = { setHeader(name: string, value: string): void; removeHeader(name: string): void };
type Helmet = (options: typeof HELMET_OPTIONS) => (req: unknown, res: HeaderTarget, next: (err?: unknown) => void) => void;

/**
 * The headers helmet sets (and removes) with these options, worked out once. @fastify/helmet builds
 * helmet's middlewares and parses the CSP again on every request (about 5 % of a small API answer's
 * time, decision 0042); the answer does not depend on the request while no route has options of its
 * own and no CSP nonce is used. helmet is @fastify/helmet's own dependency: resolved from there.
 */
export function helmetHeaders(): { set: [string, string][]; removed: string[] } {
  const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as Helmet;
  const set: [string, string][] = [];
  const removed: string[] = [];
  helmet(HELMET_OPTIONS)({}, { setHeader: (name, value) => set.push([name, String(value)]), removeHeader: (name) => removed.push(name) }, (err) => {
    if (err) throw err;
  });
  return { set, removed };
}

/** fastify-plugin on purpose (docs/decisions/0082): every answer of the app carries the headers, not only this scope's. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { set, removed } = helmetHeaders();
    // on the raw response, as helmet does: every answer carries them, a hijacked or streamed one too
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of set) res.setHeader(name, value);
      done();
    });
  },
  { name: 'shop-security-headers' },
);
