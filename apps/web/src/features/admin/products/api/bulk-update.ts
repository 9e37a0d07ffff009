import { bulkUpdateApplied, bulkUpdatePreview, type ShownStock } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/** POST /api/admin/products/bulk-update/preview: what the CSV would change, row by row. */
export const previewBulkUpdate = (csv: string) =>
  request('/admin/products/bulk-update/preview', bulkUpdatePreview, { method: 'POST', json: { csv } });

/**
 * POST /api/admin/products/bulk-update/apply: every row or none. `shownStock` is each SKU's stock as
 * the preview showed it, so a unit sold since the review is not put back on sale.
 */
export const applyBulkUpdate = ({ csv, shownStock }: { csv: string; shownStock: ShownStock[] }) =>
  request('/admin/products/bulk-update/apply', bulkUpdateApplied, {
    method: 'POST',
    json: { csv, shown_stock: shownStock },
  });

export const usePreviewBulkUpdate = () => useMutation({ mutationFn: previewBulkUpdate });

/** Prices and stock changed: every product list and editor is asked again. */
export const useApplyBulkUpdate = () =>
  useMutation({ mutationFn: applyBulkUpdate, invalidates: [adminKeys.products.all()] });
