import { auditResponse } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** GET /api/admin/audit?page=N: the audit log, newest first. */
export const getAudit = (page: number, signal?: AbortSignal) =>
  request('/admin/audit', auditResponse, { query: { page }, signal });

export const useAudit = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => getAudit(page, signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
