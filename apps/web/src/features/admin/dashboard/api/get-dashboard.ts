import { dashboardResponse } from '@store/contract/admin';
import { apiGet, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';

/** GET /api/admin/dashboard?threshold=N: today's orders and sales, orders to ship, low stock. */
export const getDashboard = (threshold: number, signal?: AbortSignal) =>
  apiGet('/admin/dashboard', dashboardResponse, { threshold }, signal);

export const useDashboard = (threshold: number) =>
  useQuery({
    queryKey: ['admin', 'dashboard', threshold],
    queryFn: ({ signal }) => getDashboard(threshold, signal),
    retry: retryUnlessRefused,
    // Changing the threshold keeps the cards on screen instead of flashing "Cargando...".
    placeholderData: keepPreviousData,
  });
