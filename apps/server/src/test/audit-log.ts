import type { AuditEntry, AuditResponse } from '@store/contract/admin';
import type { FastifyInstance } from 'fastify';

/**
 * The Bitácora as staff read it through GET /api/admin/audit, every page, newest first. `about`, when
 * given, keeps the entries whose facts name that product id or that variant SKU.
 */
export async function readAuditLog(
  app: FastifyInstance,
  staff: { sid: string },
  about?: { product?: number; sku?: string },
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const response = await app.inject({ url: `/api/admin/audit?page=${page}`, cookies: staff });
    const body = response.json() as AuditResponse;
    entries.push(...body.entries);
    if (page >= body.pagination.totalPages) break;
  }
  if (!about) return entries;
  return entries.filter((entry) => {
    const details = entry.details as { product?: { id?: number }; variant?: { sku?: string } };
    return (
      (about.product !== undefined && details.product?.id === about.product) ||
      (about.sku !== undefined && details.variant?.sku === about.sku)
    );
  });
}
