/**
 * Logger options: JSON lines (pino). Query strings are logged by name only, never by value: the
 * legacy calls carry picture codes and e-mail addresses there (?code=…, ?email=…). Reset keys and
 * simulation tokens in a path are left out too.
 */
import type { FastifyServerOptions } from 'fastify';

export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`;
}

/** Paths whose last segment is a bearer secret (password reset key, simulation token): logged as '…'. */
const SECRET_PATH_PREFIXES = ['/api/webshop/reset-password/', '/api/webshop/auth/simulate/'];

export function redactSecretPath(url: string): string {
  const prefix = SECRET_PATH_PREFIXES.find((p) => url.startsWith(p));
  if (!prefix) return url;
  const q = url.indexOf('?');
  return `${prefix}…${q < 0 ? '' : url.slice(q)}`;
}

export function loggerOptions(level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactQuery(redactSecretPath(req.url)),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}
