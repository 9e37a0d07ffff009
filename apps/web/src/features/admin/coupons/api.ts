import { adminCouponsResponse, couponSaved, type CouponInput } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../lib/api';
import { useQuery } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

export const adminCouponKeys = { all: () => ['admin', 'coupons'] as const };

/** GET /api/admin/coupons: running ones first, with each one's uses and what it discounted. */
export const useCoupons = () =>
  useQuery({
    queryKey: adminCouponKeys.all(),
    queryFn: ({ signal }) => request('/admin/coupons', adminCouponsResponse, { signal }),
    retry: retryUnlessRefused,
  });

/** POST /api/admin/coupons, or PUT …/:id when editing one. */
export const useSaveCoupon = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CouponInput }) =>
      request(id === null ? '/admin/coupons' : `/admin/coupons/${id}`, couponSaved, {
        method: id === null ? 'POST' : 'PUT',
        json: input,
      }),
    invalidates: [adminCouponKeys.all(), ['admin', 'audit']],
  });

/** POST /api/admin/coupons/:id/archive: no checkout takes it after this; orders keep naming it. */
export const useArchiveCoupon = () =>
  useMutation({
    mutationFn: (id: number) => request(`/admin/coupons/${id}/archive`, couponSaved, { method: 'POST' }),
    invalidates: [adminCouponKeys.all(), ['admin', 'audit']],
  });
