/**
 * Logger options: JSON lines (pino), with one rule set that keeps secrets and personal data out of
 * every line (issue 15):
 * - paths: the bearer secret in a path (reset key, simulation token, share-invite token) is '…';
 * - query: values are never logged, only the names (?code=…, ?email=…);
 * - keys: a logged object's fields named in REDACTED_KEYS (password, email, code, token, address, …)
 *   are '[redacted]', at any depth;
 * - text: in messages, errors and their stacks, e-mail addresses become '[email]', URLs are
 *   redacted as above, and a database error's parameter list (which holds the values of a query) is cut.
 */
import type { FastifyServerOptions } from 'fastify';

/** Paths whose segment after the prefix is a bearer secret. */
const SECRET_PATHS = ['/api/webshop/reset-password/', '/api/webshop/auth/simulate/', '/api/webshop/share-invites/'];

/** Field names (lower case) whose values are secret or personal, in bodies, queries and logged objects. */
export const REDACTED_KEYS = new Set([
  'password',
  'confirm_password',
  'retypepassword',
  'email',
  'email[]',
  'emailaddress',
  'username',
  'to',
  'recipient',
  'recipientemail',
  'code',
  'accesscode',
  'resetcode',
  'token',
  'invite',
  'mobile',
  'mobilephone',
  'phone',
  'name',
  'address',
  'address2',
  'postal_code',
  'postalcode',
  'city',
  'useragent',
  'events',
  'cookie',
  'authorization',
  'x-csrf-token',
  'set-cookie',
]);

export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`;
}

/** The secret segment of a secret path as '…' (what follows it, like /accept, stays). */
export function redactSecretPath(url: string): string {
  const prefix = SECRET_PATHS.find((p) => url.startsWith(p));
  if (!prefix) return url;
  const rest = url.slice(prefix.length);
  const end = rest.search(/[/?#]/);
  return `${prefix}…${end < 0 ? '' : rest.slice(end)}`;
}

export const redactUrl = (url: string): string => redactQuery(redactSecretPath(url));

const EMAIL = /[^\s@/?&=:;,"'<>()[\]{}]+@[^\s@/?&=:;,"'<>()[\]{}]+\.[^\s@/?&=:;,"'<>()[\]{}]+/g;
const URL_LIKE = /\/[^\s"'<>]*/g;
const DB_PARAMS = /(params:)[\s\S]*$/;

/** Secrets and personal data out of a free text (messages, error texts, stacks). */
export function redactText(text: string): string {
  return text
    .replace(DB_PARAMS, '$1 …')
    .replace(EMAIL, '[email]')
    .replace(URL_LIKE, (u) => (SECRET_PATHS.some((p) => u.includes(p)) || u.includes('?') ? redactUrl(u.slice(u.indexOf('/'))) : u));
}

/** A logged value with REDACTED_KEYS cut and texts redacted, at any depth (cycles and depth bounded). */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return redactError(value);
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = REDACTED_KEYS.has(key.toLowerCase()) ? '[redacted]' : redactValue(item, depth + 1, seen);
  return out;
}

/** An error as pino logs it (type, message, stack, code), every text redacted, a database query's parameters left out. */
export function redactError(err: Error): Record<string, unknown> {
  const e = err as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  return {
    type: err.constructor?.name ?? 'Error',
    message: redactText(err.message),
    stack: err.stack ? redactText(err.stack) : undefined,
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(e.cause instanceof Error ? { cause: redactError(e.cause) } : {}),
  };
}

export function loggerOptions(level = 'info', stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
      err: (err: Error) => redactError(err),
    },
    formatters: {
      // every other field of every line (serializers above handle req and err)
      log: (object: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          out[key] = key === 'req' || key === 'err' || key === 'res' ? value : REDACTED_KEYS.has(key.toLowerCase()) ? '[redacted]' : redactValue(value);
        }
        return out;
      },
    },
    hooks: {
      // the message text of every line
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactText(a) : a)),
        );
      },
    },
  } as unknown as FastifyServerOptions['logger'];
}
