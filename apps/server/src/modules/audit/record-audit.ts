import type { Database } from '../../db/client';
import { auditLog } from './tables';
import type { AuditEvent } from './events';

/**
 * Writes entries of the audit log; call it with the transaction of the change it records, so that a
 * change and its entry are stored together or not at all.
 */
export async function recordAudit(tx: Database, actorEmail: string, ...events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditLog).values(
    events.map(({ action, ...details }) => ({
      actorEmail,
      action,
      subject: subjectOf({ action, ...details } as AuditEvent),
      details,
    })),
  );
}

/** What the change was made to, in a few words: kept in its own column for searching the log. */
function subjectOf(event: AuditEvent): string {
  if ('variant' in event) return `Variante ${event.variant.sku}`;
  if ('review' in event) return `Reseña ${event.review}`;
  if (event.action === 'reviews.publishing_changed') return 'Reseñas';
  if ('product' in event) return `Producto ${event.product.id}`;
  if ('order' in event) return `Pedido ${event.order}`;
  if ('promotion' in event) return `Promoción ${event.promotion.id}`;
  if ('coupon' in event) return `Cupón ${event.coupon.id}`;
  if (event.action === 'postal_codes.loaded') return 'Códigos postales';
  if (event.action === 'account.deleted') return `Cuenta ${event.user}`;
  if (event.action === 'customer.viewed' || event.action === 'customer.note_edited') {
    return `Cliente ${event.customer}`;
  }
  if (event.action === 'team.staff_added' || event.action === 'team.staff_removed') return 'Equipo';
  return 'Portada';
}
