import { messageResponse, type SelectionName } from '@store/contract';
import { homeContent, type BannerInput } from '@store/contract/admin';
import { request, retryUnlessRefused } from '../../../../lib/api';
import { useQuery } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/** GET /api/admin/home: the banners, the three rows with every item named, the strip's lines. */
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

/** PUT /api/admin/home/strip with the strip's lasting lines, in order. */
export const saveStrip = async (lines: string[]) =>
  (await request('/admin/home/strip', messageResponse, { method: 'PUT', json: { lines } })).message;

/** After a save the page reads the home again, so that added items show their names. */
function useSaveHome<Variables>(save: (variables: Variables) => Promise<string>) {
  return useMutation({ mutationFn: save, invalidates: [adminKeys.home()] });
}

export const useSaveBanners = () => useSaveHome(saveBanners);
export const useSaveRow = () => useSaveHome(saveRow);
export const useSaveStrip = () => useSaveHome(saveStrip);
