/** Security headers. The CSP allows what the shop needs and nothing more. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    // no helmet defaults mixed in: exactly the list above
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
}
