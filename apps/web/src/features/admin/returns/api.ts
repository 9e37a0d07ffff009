import {
  adminReturnDetail,
  adminReturnsByProduct,
  adminReturnsResponse,
  type AdminReturnDetail,
  type AdminReturnRefundBody,
  type AdminReturnsQuery,
} from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../lib/api';
import { skipToken, useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

export const adminReturnKeys = {
  all: () => ['admin', 'returns'] as const,
  list: (status: string) => ['admin', 'returns', 'list', status] as const,
  detail: (returnId: number | null) => ['admin', 'returns', 'detail', returnId] as const,
};

/** GET /api/admin/returns?status=: the latest requests, newest first. */
export const useReturns = (query: AdminReturnsQuery) =>
  useQuery({
    queryKey: adminReturnKeys.list(query.status ?? ''),
    queryFn: ({ signal }) =>
      request('/admin/returns', adminReturnsResponse, {
        query: query.status ? { status: query.status } : {},
        signal,
      }),
    retry: retryUnlessRefused,
  });

/** GET /api/admin/returns/:id. */
export const useReturn = (returnId: number | null) =>
  useQuery({
    queryKey: adminReturnKeys.detail(returnId),
    queryFn:
      returnId === null
        ? skipToken
        : ({ signal }) => request(`/admin/returns/${returnId}`, adminReturnDetail, { signal }),
    retry: retryUnlessRefused,
  });

export type ReturnStep =
  | { step: 'approve' }
  | { step: 'reject'; reason: string }
  | { step: 'receive' }
  | { step: 'refund'; body: AdminReturnRefundBody };

/** Each staff step: aprobar, rechazar, recibido, reembolsar; the answer is the request as it is now. */
export const useReturnStep = (returnId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ReturnStep) =>
      request(`/admin/returns/${returnId}/${step.step}`, adminReturnDetail, {
        method: 'POST',
        ...(step.step === 'reject'
          ? { json: { reason: step.reason } }
          : step.step === 'refund'
            ? { json: step.body }
            : {}),
      }),
    onSuccess: (detail: AdminReturnDetail) => client.setQueryData(adminReturnKeys.detail(returnId), detail),
    invalidates: [adminReturnKeys.all(), ['admin', 'audit'], ['admin', 'order']],
  });
};

/** GET /api/admin/returns/by-product: the products returned most, their units by reason and their fit. */
export const useReturnsByProduct = () =>
  useQuery({
    queryKey: [...adminReturnKeys.all(), 'by-product'] as const,
    queryFn: ({ signal }) => request('/admin/returns/by-product', adminReturnsByProduct, { signal }),
    retry: retryUnlessRefused,
  });
