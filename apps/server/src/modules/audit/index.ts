/** The audit log: every staff change, written with the change, read as Spanish sentences. */
export { recordAudit } from './record-audit';
export { auditEntries } from './audit-entries';
export type { AuditEvent, PriceState, ProductFields, ProductRef, VariantRef } from './events';
