import { messageResponse, type SelectionName } from '@store/contract';
import { homeContent, type BannerInput } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { useQuery } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/** GET /api/admin/home: the banners and the three rows, every item named. */
export const useHomeContent = () =>
  useQuery({
    queryKey: adminKeys.home(),
    queryFn: ({ signal }) => request('/admin/home', homeContent, { signal }),
    retry: retryUnlessRefused,
  });

/** PUT /api/admin/home/banners: answers the server's confirmation. */
export const saveBanners = async (banners: BannerInput[]) =>
  (await request('/admin/home/banners', messageResponse, { method: 'PUT', json: { banners } })).message;

/** PUT /api/admin/home/rows/:selection with product or variant ids, in order. */
export const saveRow = async ({ selection, ids }: { selection: SelectionName; ids: number[] }) =>
  (await request(`/admin/home/rows/${selection}`, messageResponse, { method: 'PUT', json: { ids } })).message;

/** After a save the page reads the home again, so that added items show their names. */
function useSaveHome<Variables>(save: (variables: Variables) => Promise<string>) {
  return useMutation({ mutationFn: save, invalidates: [adminKeys.home()] });
}

export const useSaveBanners = () => useSaveHome(saveBanners);
export const useSaveRow = () => useSaveHome(saveRow);
