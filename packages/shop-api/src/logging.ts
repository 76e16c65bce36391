/**
 * Logger options: JSON lines (pino). Query strings are logged by name only, never by value: the
 * legacy calls carry picture codes and e-mail addresses there (?code=…, ?email=…).
 */
import type { FastifyServerOptions } from 'fastify';

export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`;
}

export function loggerOptions(level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactQuery(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}
