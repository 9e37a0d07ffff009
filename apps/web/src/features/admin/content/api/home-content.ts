import type { SelectionName } from '@store/contract';
import { homeContent, type BannerInput } from '@store/contract/admin';
import { apiGet, apiSend, retryUnlessRefused } from '../../../../lib/api';
import { useMutation, useQuery, useQueryClient } from '../../../../lib/query';

export const HOME_KEY = ['admin', 'home'] as const;

/** GET /api/admin/home: the banners and the three rows, every item named. */
export const useHomeContent = () =>
  useQuery({
    queryKey: HOME_KEY,
    queryFn: ({ signal }) => apiGet('/admin/home', homeContent, {}, signal),
    retry: retryUnlessRefused,
  });

/** PUT /api/admin/home/banners: answers the server's confirmation. */
export const saveBanners = (banners: BannerInput[]) => apiSend('PUT', '/admin/home/banners', { banners });

/** PUT /api/admin/home/rows/:selection with product or variant ids, in order. */
export const saveRow = ({ selection, ids }: { selection: SelectionName; ids: number[] }) =>
  apiSend('PUT', `/admin/home/rows/${selection}`, { ids });

/** After a save the page reads the home again, so that added items show their names. */
function useSaveHome<Variables>(save: (variables: Variables) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => client.invalidateQueries({ queryKey: HOME_KEY }),
  });
}

export const useSaveBanners = () => useSaveHome(saveBanners);
export const useSaveRow = () => useSaveHome(saveRow);
