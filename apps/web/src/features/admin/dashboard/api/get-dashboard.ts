import { dashboardResponse } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** GET /api/admin/dashboard?threshold=N: today, what waits on the shop, the last 30 days, low stock. */
export const getDashboard = (threshold: number, signal?: AbortSignal) =>
  request('/admin/dashboard', dashboardResponse, { query: { threshold }, signal });

export const useDashboard = (threshold: number) =>
  useQuery({
    queryKey: adminKeys.dashboard.withThreshold(threshold),
    queryFn: ({ signal }) => getDashboard(threshold, signal),
    retry: retryUnlessRefused,
    // Changing the threshold keeps the cards on screen instead of flashing "Cargando...".
    placeholderData: keepPreviousData,
  });
