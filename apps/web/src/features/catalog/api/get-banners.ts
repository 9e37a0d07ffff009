import { bannersResponse } from '@store/contract';
import { queryKeys, useQuery } from '../../../lib/query';
import { requestQuery } from '../../../lib/api';

export const useBanners = () =>
  useQuery({
    queryKey: queryKeys.banners(),
    ...requestQuery('/banners', bannersResponse),
    staleTime: 10 * 60_000,
  });
