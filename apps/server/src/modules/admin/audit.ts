import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  actorEmail: string;
  /** A short Spanish phrase the owner reads in the log: 'cambió el precio', 'marcó el pedido enviado'. */
  action: string;
  /** What it was done to, as the owner names it: 'Pedido 12', 'Variante BOT-001-CAF-27'. */
  subject: string;
  details?: Record<string, unknown>;
};

/** Writes entries of the audit log; call it with the transaction of the change it records. */
export async function recordAudit(tx: Database, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(entries.map((entry) => ({ ...entry, details: entry.details ?? {} })));
}
