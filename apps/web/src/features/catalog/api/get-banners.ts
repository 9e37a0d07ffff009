import { bannersResponse } from '@store/contract';
import { useQuery } from '../../../lib/query';
import { apiGetQuery } from '../../../lib/api';

export const useBanners = () =>
  useQuery({ queryKey: ['banners'], ...apiGetQuery('/banners', bannersResponse), staleTime: 10 * 60_000 });
