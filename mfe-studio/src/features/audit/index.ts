export { AuditPage } from './components/audit-page';
export { AuditEntries } from './components/audit-entries';
