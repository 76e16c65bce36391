export { AuditPage } from './audit-page';
export { AuditEntries } from './audit-entries';
