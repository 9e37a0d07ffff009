import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  type AuditKind,
  type AuditResponse,
} from '@store/contract/admin';
import { and, count, desc, gte, ilike, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../lib/like-pattern';
import { startOfNextShopDay, startOfShopDay } from '../../lib/shop-day';
import { auditLog } from './tables';
import { auditSentence } from './sentence';

/** The actions of each kind of change the Bitácora filters by, as the beginnings of their codes. */
const ACTIONS_OF_KIND: Record<AuditKind, string[]> = {
  catalogo: ['product.', 'variant.', 'color.', 'picture.', 'pictures.'],
  pedidos: ['order.', 'return.'],
  correos: ['message.'],
  tienda: ['home.', 'synonym.', 'promotion.', 'coupon.', 'postal_codes.'],
  facturas: ['invoice.', 'department.'],
  equipo: ['team.', 'account.'],
};

/** The entries of one kind: its actions, and for 'pedidos' anything done about an order (an order's e-mail sent again). */
function ofKind(kind: AuditKind): SQL | undefined {
  return or(
    ...ACTIONS_OF_KIND[kind].map((prefix) => like(auditLog.action, `${prefix}%`)),
    kind === 'pedidos' ? isNotNull(sql`${auditLog.details} ->> 'order'`) : undefined,
  );
}

function filtersOf(query: AuditFilters): SQL | undefined {
  return and(
    query.actor ? ilike(auditLog.actorEmail, containing(query.actor)) : undefined,
    query.kind ? ofKind(query.kind) : undefined,
    query.from ? gte(auditLog.at, startOfShopDay(query.from)) : undefined,
    query.to ? lt(auditLog.at, startOfNextShopDay(query.to)) : undefined,
  );
}

/**
 * One page of the audit log, the newest change first (ties, written in one go, in the order written),
 * only the entries of who, what kind and which days (Mexico City's) the query names.
 */
export async function auditEntries(db: Database, query: AuditFilters): Promise<AuditResponse> {
  const page = query.page ?? 1;
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
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
