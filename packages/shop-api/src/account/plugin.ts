/**
 * The account endpoints (contracts/api/account.ts) as a Fastify plugin (docs/decisions/0082): picture sets
 * with favourites and yearbook pose, picture files and downloads, profile calls, and sharing by e-mail; one
 * file per group. Only server.ts imports this entry; other domains use account's services through index.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerFiles } from './files';
import { registerGreenScreenImage } from './green-screen-image';
import { registerPictureSets } from './picture-sets';
import { registerPicturesReadyJobs } from './pictures-ready';
import { registerReminderJobs } from './reminders';
import { registerUnsubscribe } from './unsubscribe';
import { registerProfile } from './profile';
import { registerShare } from './share';

export const accountPlugin: FastifyPluginAsync = async (app) => {
  registerPictureSets(app);
  registerFiles(app);
  registerGreenScreenImage(app);
  registerProfile(app);
  registerShare(app);
  registerPicturesReadyJobs(app);
  registerReminderJobs(app);
  registerUnsubscribe(app);
};
