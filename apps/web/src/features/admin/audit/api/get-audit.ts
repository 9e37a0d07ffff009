import { auditResponse } from '@store/contract/admin';
import { apiGet, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';

/** GET /api/admin/audit?page=N: the audit log, newest first. */
export const getAudit = (page: number, signal?: AbortSignal) =>
  apiGet('/admin/audit', auditResponse, { page }, signal);

export const useAudit = (page: number) =>
  useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => getAudit(page, signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
