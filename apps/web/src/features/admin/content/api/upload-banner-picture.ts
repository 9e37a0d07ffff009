import { bannerPicture, type HomeContent } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { pictureTypeOf } from '../../../../lib/picture-type';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/**
 * POST /api/admin/home/banners/:position/picture (position counted from 1) with the file itself as the
 * body and its type (a HEIC's told by its name when the browser gives none) as Content-Type.
 */
export const uploadBannerPicture = ({ position, file }: { position: number; file: File }) =>
  request(`/admin/home/banners/${position}/picture`, bannerPicture, {
    method: 'POST',
    upload: { data: file, type: pictureTypeOf(file) },
  });

/** The upload; the stored home content then names the banner's new picture, nothing else changes. */
export function useUploadBannerPicture(position: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadBannerPicture({ position, file }),
    onSuccess: ({ image }) => {
      const home = client.getQueryData<HomeContent>(adminKeys.home());
      if (!home) return;
      client.setQueryData<HomeContent>(adminKeys.home(), {
        ...home,
        banners: home.banners.map((banner) =>
          banner.position === position - 1 ? { ...banner, image } : banner,
        ),
      });
    },
  });
}
