import type { FastifyInstance } from 'fastify';
import { registerMailbox } from '../outbox/mailbox';
import { registerApiReference } from '../web/api-reference';
import { registerCart } from './cart';
import { registerContent } from './content';
import { registerDebug } from './debug';
import { registerHealth } from './health';
import { registerSettings } from './settings';
import { registerUser } from './user';

/** The development pages and calls (the mailbox, the API reference at /dev/api): never in production. */
export const developmentPagesOn = (app: FastifyInstance): boolean => !app.shop.config.production;

/** The calls of contracts/api/platform.ts (and the development pages outside production). */
export function registerPlatform(app: FastifyInstance): void {
  registerHealth(app);
  registerSettings(app);
  registerUser(app);
  registerCart(app);
  registerContent(app);
  registerDebug(app);
  if (developmentPagesOn(app)) {
    registerMailbox(app);
    registerApiReference(app);
  }
}

// What other folders use of platform; nothing else of it is imported from outside (docs/decisions/0011).
export { currentUser, requestLanguage } from './user';
