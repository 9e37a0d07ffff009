import type { ReviewStatus } from '@store/contract';
import { adminReviewSaved, adminReviewsResponse } from '@store/contract/admin';
import { messageResponse } from '@store/contract';
import { request, retryUnlessRefused } from '../../../lib/api';
import { keepPreviousData, useQuery } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

export const adminReviewKeys = {
  all: () => ['admin', 'reviews'] as const,
  list: (status: ReviewStatus | null, page: number) => ['admin', 'reviews', status, page] as const,
};

/** GET /api/admin/reviews: newest first, by status, with the owner's setting and how many wait. */
export const useAdminReviews = (status: ReviewStatus | null, page: number) =>
  useQuery({
    queryKey: adminReviewKeys.list(status, page),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      request('/admin/reviews', adminReviewsResponse, {
        query: { status: status ?? undefined, page: page > 1 ? page : undefined },
        signal,
      }),
  });

// Every change is in the Bitácora, and the shop's own product pages and cards show it.
const stale = [adminReviewKeys.all(), ['admin', 'audit'], ['reviews'], ['rating']] as const;

export const useApproveReview = () =>
  useMutation({
    mutationFn: (id: number) => request(`/admin/reviews/${id}/approve`, adminReviewSaved, { method: 'POST' }),
    invalidates: stale,
  });

export const useHideReview = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      request(`/admin/reviews/${id}/hide`, adminReviewSaved, { method: 'POST', json: { reason } }),
    invalidates: stale,
  });

export const useReplyToReview = () =>
  useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      request(`/admin/reviews/${id}/reply`, adminReviewSaved, { method: 'PUT', json: { reply } }),
    invalidates: stale,
  });

export const useSetPublishAtOnce = () =>
  useMutation({
    mutationFn: (atOnce: boolean) =>
      request('/admin/reviews/settings', messageResponse, {
        method: 'PUT',
        json: { publish_at_once: atOnce },
      }),
    invalidates: [adminReviewKeys.all(), ['admin', 'audit']],
  });
