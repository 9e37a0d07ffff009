import { availableParallelism } from 'node:os';
import sharp from 'sharp';

export type RenderedPicture = { name: string; bytes: Uint8Array; width: number; height: number };
export type PictureJob = { name: string; svg: () => string; width: number };

/**
 * Rasterises SVG drawings to WebP masters. The image route resizes from these, so they are stored at
 * the largest size a page shows. Runs a few at a time: libvips is multi-threaded already.
 */
export async function renderPictures(jobs: readonly PictureJob[]): Promise<RenderedPicture[]> {
  const results: RenderedPicture[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index] as PictureJob;
      const { data, info } = await sharp(Buffer.from(job.svg()))
        .resize({ width: job.width })
        .webp({ quality: 80, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      results[index] = { name: job.name, bytes: new Uint8Array(data), width: info.width, height: info.height };
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return results;
}
