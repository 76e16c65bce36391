/**
 * The editor's server side (issue 10): own uploads, a job's backgrounds, the template calls, and the
 * print render of a cart line (one drawing module with the browser: @shop/scene, decision 0050).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerEditorRoutes } from './routes';
import { registerTemplateCalls } from './templates';
import { registerPrintJobs } from './print-queue';

/** The editor domain as a Fastify plugin: its routes and the multipart parser in its own scope (docs/decisions/0082). */
export const editorPlugin: FastifyPluginAsync = async (app) => {
  registerEditorRoutes(app);
  registerTemplateCalls(app);
  registerPrintJobs(app);
};

// What other folders use of the editor; nothing else of it is imported from outside (docs/decisions/0011).
export { ownedUploads } from './uploads';
export { printableLines, printCartOrOrderLine, printOrder } from './print-lines';
export { PRINT_DPI, type PrintedPart, type PrintOutput } from './print';
