import type { FastifyInstance } from 'fastify';
import { registerMailbox } from '../outbox/mailbox';
import { registerCart } from './cart';
import { registerContent } from './content';
import { registerDebug } from './debug';
import { registerHealth } from './health';
import { registerSettings } from './settings';
import { registerUser } from './user';

/** The calls of contracts/api/platform.ts (and the development mailbox outside production). */
export function registerPlatform(app: FastifyInstance): void {
  registerHealth(app);
  registerSettings(app);
  registerUser(app);
  registerCart(app);
  registerContent(app);
  registerDebug(app);
  if (!app.shop.config.production) registerMailbox(app);
}

// What other folders use of platform; nothing else of it is imported from outside (docs/decisions/0011).
export { currentUser, requestLanguage } from './user';
