import type { FastifyInstance } from 'fastify';
import { mailboxEnabled, registerMailbox } from '../outbox/mailbox';
import { registerCart } from './cart';
import { registerContent } from './content';
import { registerDebug } from './debug';
import { registerHealth } from './health';
import { registerSettings } from './settings';
import { registerUser } from './user';

/** The calls of contracts/api/platform.ts (and the development mailbox where mail is not delivered, outside production). */
export function registerPlatform(app: FastifyInstance): void {
  registerHealth(app);
  registerSettings(app);
  registerUser(app);
  registerCart(app);
  registerContent(app);
  registerDebug(app);
  if (mailboxEnabled(app.shop.config)) registerMailbox(app);
}

// What other folders use of platform; nothing else of it is imported from outside (docs/decisions/0011).
export { currentUser, requestLanguage } from './user';
