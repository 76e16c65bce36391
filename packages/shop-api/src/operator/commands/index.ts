import type { OperatorCommand } from '../command';
import { brandCommand } from './brand';
import { importJobCommand } from './import-job';
import { jobsCommand } from './jobs';
import { importProductsCommand } from './import-products';
import { importTemplatesCommand } from './import-templates';
import { moduleCommand } from './module';
import { ordersCommand } from './orders';
import { portalsCommand } from './portals';
import { renderCommand } from './render';
import { seedCommand } from './seed';
import { simulateCommand } from './simulate';
import { staffCommand } from './staff';
import { vouchersCommand } from './vouchers';
import { debugRecordingsCommand } from './debug-recordings';

/** Every operator command; a new one is a file in this folder plus a line here. */
export const COMMANDS: OperatorCommand[] = [
  portalsCommand,
  moduleCommand,
  brandCommand,
  seedCommand,
  importJobCommand,
  importProductsCommand,
  importTemplatesCommand,
  simulateCommand,
  staffCommand,
  debugRecordingsCommand,
  renderCommand,
  ordersCommand,
  vouchersCommand,
  jobsCommand,
];
