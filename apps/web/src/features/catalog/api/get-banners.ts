import { bannersResponse } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGet } from '../../../lib/api';

export const getBanners = (signal?: AbortSignal) => apiGet('/banners', bannersResponse, {}, signal);

export const useBanners = () =>
  useQuery({ queryKey: ['banners'], queryFn: ({ signal }) => getBanners(signal), staleTime: 10 * 60_000 });
