import {
  MESSAGES_PAGE_SIZE,
  type AdminMessage,
  type AdminMessagesFilters,
  type AdminMessagesResponse,
} from '@store/contract/admin';
import { and, count, desc, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../lib/like-pattern';
import { startOfNextShopDay, startOfShopDay } from '../../lib/shop-day';
import { kindsOfGroup } from './message-groups';
import { recipientOf, STAFF_RECIPIENT, STATE, subjectOf } from './order-messages-staff';
import { outboxMessages } from './tables';

const STATUS_OF_STATE = { enviado: 'sent', pendiente: 'pending', fallido: 'failed' } as const;

type Row = typeof outboxMessages.$inferSelect;

/** A message as the back-office lists it: subject, to whom, whether it went (or why not, yet). */
export const messageForStaff = (row: Row): AdminMessage => ({
  id: row.id,
  subject: subjectOf(row),
  recipient: recipientOf(row),
  state: STATE[row.status],
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  last_error: row.lastError,
  order_id: row.orderId,
  resent_from: row.resentFrom,
});

function filtersOf(query: AdminMessagesFilters): SQL | undefined {
  return and(
    query.group ? inArray(outboxMessages.kind, kindsOfGroup(query.group)) : undefined,
    query.state ? sql`${outboxMessages.status} = ${STATUS_OF_STATE[query.state]}` : undefined,
    // A message to the whole team is found by the words the list shows for it.
    query.recipient
      ? ilike(sql`coalesce(${outboxMessages.recipient}, ${STAFF_RECIPIENT})`, containing(query.recipient))
      : undefined,
    query.from ? gte(outboxMessages.createdAt, startOfShopDay(query.from)) : undefined,
    query.to ? lt(outboxMessages.createdAt, startOfNextShopDay(query.to)) : undefined,
  );
}

/** 'Mensajes': every e-mail the shop wrote, newest first, filtered, one page at a time. */
export async function listMessages(
  db: Database,
  query: AdminMessagesFilters,
): Promise<AdminMessagesResponse> {
  const page = query.page ?? 1;
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((page - 1) * MESSAGES_PAGE_SIZE),
    db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  const matching = total?.value ?? 0;
  return {
    messages: rows.map(messageForStaff),
    pagination: {
      page,
      limit: MESSAGES_PAGE_SIZE,
      total: matching,
      totalPages: Math.max(1, Math.ceil(matching / MESSAGES_PAGE_SIZE)),
    },
  };
}
