import { adminPromotionsResponse, promotionSaved, type PromotionInput } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../lib/api';
import { useQuery } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

export const adminPromotionKeys = { all: () => ['admin', 'promotions'] as const };

/** GET /api/admin/promotions: running ones first, then upcoming, ended and archived. */
export const usePromotions = () =>
  useQuery({
    queryKey: adminPromotionKeys.all(),
    queryFn: ({ signal }) => request('/admin/promotions', adminPromotionsResponse, { signal }),
    retry: retryUnlessRefused,
  });

/** POST /api/admin/promotions, or PUT …/:id when editing one. */
export const useSavePromotion = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PromotionInput }) =>
      request(id === null ? '/admin/promotions' : `/admin/promotions/${id}`, promotionSaved, {
        method: id === null ? 'POST' : 'PUT',
        json: input,
      }),
    invalidates: [adminPromotionKeys.all(), ['admin', 'audit']],
  });

/** POST /api/admin/promotions/:id/archive: it ends now and is kept, named on the orders that got it. */
export const useArchivePromotion = () =>
  useMutation({
    mutationFn: (id: number) =>
      request(`/admin/promotions/${id}/archive`, promotionSaved, { method: 'POST' }),
    invalidates: [adminPromotionKeys.all(), ['admin', 'audit']],
  });
