import { errorResponse } from '@store/contract';
import { bannerPicture, type BannerPicture, type HomeContent } from '@store/contract/admin';
import { API_BASE, ApiError } from '../../../../lib/api';
import { useMutation, useQueryClient } from '../../../../lib/query';
import { HOME_KEY } from './home-content';

/**
 * POST /api/admin/home/banners/:position/picture (position counted from 1) with the file itself as the
 * body and its type as Content-Type, which the JSON helpers of lib/api cannot send.
 */
export async function uploadBannerPicture({
  position,
  file,
}: {
  position: number;
  file: File;
}): Promise<BannerPicture> {
  const response = await fetch(`${API_BASE}/admin/home/banners/${position}/picture`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': file.type },
    body: file,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : '');
  }
  return bannerPicture.parse(payload);
}

/** The upload; the stored home content then names the banner's new picture, nothing else changes. */
export function useUploadBannerPicture(position: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadBannerPicture({ position, file }),
    onSuccess: ({ image }) => {
      const home = client.getQueryData<HomeContent>(HOME_KEY);
      if (!home) return;
      client.setQueryData<HomeContent>(HOME_KEY, {
        ...home,
        banners: home.banners.map((banner) =>
          banner.position === position - 1 ? { ...banner, image } : banner,
        ),
      });
    },
  });
}
