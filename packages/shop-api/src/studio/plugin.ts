/**
 * The studio's server side (issue 30): staff sign-in and sessions, portals, settings, brand, modules,
 * content, the audit log, orders' fulfilment, customers and support recordings (issue 31), every call under /api/studio/ (contracts/api/studio.ts).
 * One Fastify plugin, encapsulated (not fastify-plugin): its hooks (the staff session, role and CSRF check) are
 * its own and reach no customer route (docs/decisions/0082). Only server.ts imports this entry.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { QUEUES } from '../jobs';
import { registerAudit } from './audit';
import { registerCustomerActions } from './customer-actions';
import { registerStudioCustomers } from './customers';
import { registerStudioRecordings } from './recordings';
import { registerStaffAuth } from './auth';
import { registerStudioContent } from './content';
import { registerLab } from './lab';
import { registerOrderStatus } from './order-status';
import { registerOrdersCsv } from './orders-csv';
import { registerRefunds } from './refunds';
import { registerStudioOrders } from './orders';
import { registerStudioPortals } from './portals';
import { registerStudioSales } from './sales';
import { purgeExpiredStaffSessions, registerStaffSessions } from './session';
import { purgeOldPasswordKeys, registerStaffPasswords } from './staff';
import { registerStudioUploads } from './uploads';
import { registerPhotoJobImports } from './photo-job-imports';
import { registerPhotoJobUploads } from './photo-job-uploads';
import { registerPhotoJobs } from './photo-jobs';
import { registerStudioPriceLists } from './price-lists';
import { registerStudioTemplates } from './templates';
import { registerStudioVouchers } from './vouchers';

export const studioPlugin: FastifyPluginAsync = async (app) => {
  registerStaffSessions(app);
  registerStaffAuth(app);
  registerStaffPasswords(app);
  registerStudioPortals(app);
  registerStudioContent(app);
  registerStudioUploads(app);
  registerAudit(app);
  registerStudioOrders(app);
  registerOrderStatus(app);
  registerOrdersCsv(app);
  registerLab(app);
  registerRefunds(app);
  registerStudioSales(app);
  registerStudioCustomers(app);
  registerCustomerActions(app);
  registerStudioRecordings(app);
  const uploads = registerPhotoJobUploads(app);
  registerPhotoJobImports(app, uploads);
  registerPhotoJobs(app);
  registerStudioPriceLists(app);
  registerStudioVouchers(app);
  registerStudioTemplates(app);
  // once for the installation, hourly and at start (decision 0083); unfinished uploads older than a day go too
  app.shop.jobs.handle(QUEUES.purgeStudio, async () => {
    await purgeStudioLeftovers(app.shop.db);
    await uploads.purge();
  });
  app.shop.jobs.schedule(QUEUES.purgeStudio, '37 * * * *');
};

async function purgeStudioLeftovers(db: Db): Promise<void> {
  await purgeExpiredStaffSessions(db);
  await purgeOldPasswordKeys(db);
}
