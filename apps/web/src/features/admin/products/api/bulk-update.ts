import { bulkUpdateApplied, bulkUpdatePreview } from '@store/contract/admin';
import { apiPost } from '../../../../lib/api';

/** POST /api/admin/products/bulk-update/preview: what the CSV would change, row by row. */
export const previewBulkUpdate = (csv: string) =>
  apiPost('/admin/products/bulk-update/preview', { csv }, bulkUpdatePreview);

/** POST /api/admin/products/bulk-update/apply: every row or none. */
export const applyBulkUpdate = (csv: string) =>
  apiPost('/admin/products/bulk-update/apply', { csv }, bulkUpdateApplied);
