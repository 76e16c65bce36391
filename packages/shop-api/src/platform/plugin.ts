import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { mailboxEnabled, registerMailbox } from '../outbox/mailbox';
import { registerApiReference } from '../web/api-reference';
import { registerCart } from './cart';
import { registerContent } from './content';
import { registerDebug } from './debug';
import { registerHealth } from './health';
import { registerSettings } from './settings';
import { registerUser } from './user';

/** The API reference at /dev/api: a page for developers, never in production (the document itself is public). */
const developmentPagesOn = (app: FastifyInstance): boolean => !app.shop.config.production;

/**
 * The calls of contracts/api/platform.ts; outside production the API reference, and the development
 * mailbox where mail is not delivered (it answers only this machine: http/dev-tools.ts). A Fastify
 * plugin: its routes and hooks stay in its own scope (docs/decisions/0082). Only server.ts imports this
 * entry; other folders use platform's services through index.ts.
 */
export const platformPlugin: FastifyPluginAsync = async (app) => {
  registerHealth(app);
  registerSettings(app);
  registerUser(app);
  registerCart(app);
  registerContent(app);
  registerDebug(app);
  if (mailboxEnabled(app.shop.config)) registerMailbox(app);
  if (developmentPagesOn(app)) registerApiReference(app);
};
