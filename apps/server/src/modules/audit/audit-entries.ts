import { AUDIT_PAGE_SIZE, type AuditResponse } from '@store/contract/admin';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from './tables';
import { auditSentence } from './sentence';

/** One page of the audit log, the newest change first (ties, written in one go, in the order written). */
export async function auditEntries(db: Database, page: number): Promise<AuditResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog),
  ]);
  const entries = total?.value ?? 0;
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail,
      action: row.action,
      sentence: auditSentence(row.action, row.details, row.subject),
      details: row.details,
    })),
    pagination: {
      page,
      limit: AUDIT_PAGE_SIZE,
      total: entries,
      totalPages: Math.max(1, Math.ceil(entries / AUDIT_PAGE_SIZE)),
    },
  };
}
