import { auditResponse, type AuditKind } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { keepPreviousData, useQuery } from '../../../../lib/query';
import { adminKeys } from '../../keys';

/** What the Bitácora is narrowed to: who (part of their e-mail), what kind of change, which days. */
export type AuditFilters = { actor?: string; kind?: AuditKind; from?: string; to?: string; page: number };

/** GET /api/admin/audit?page=N&actor=&kind=&from=&to=: the audit log, newest first. */
export const getAudit = (filters: AuditFilters, signal?: AbortSignal) =>
  request('/admin/audit', auditResponse, { query: filters, signal });

export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => getAudit(filters, signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
