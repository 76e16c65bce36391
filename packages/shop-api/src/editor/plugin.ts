/**
 * The editor's server side as a Fastify plugin (docs/decisions/0082): its routes and the multipart parser in
 * its own scope. Only server.ts imports this entry; other domains use the editor's services through index.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerPrintJobs } from './print-queue';
import { registerEditorRoutes } from './routes';
import { registerTemplateCalls } from './templates';

export const editorPlugin: FastifyPluginAsync = async (app) => {
  registerEditorRoutes(app);
  registerTemplateCalls(app);
  registerPrintJobs(app);
};
