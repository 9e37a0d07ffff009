import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { repositoryRoot } from '../lib/repository-root';

export type RenderedPicture = { name: string; bytes: Uint8Array; width: number; height: number };
export type PictureJob = { name: string; svg: () => string; width: number };

const WEBP = { quality: 80, effort: 0 } as const;

/**
 * Rendered pictures are kept between runs, keyed by their drawing: the same SVG always gives the same
 * WebP, and re-drawing ~1,200 of them is most of the seed's time (tests and `npm run seed` reseed often).
 * They go to the checkout's `node_modules/.cache`, never outside the checkout; run from anywhere else,
 * the seed draws without a cache.
 */
export async function pictureCacheDir(): Promise<string | undefined> {
  const root = await repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
  return root && path.join(root, 'node_modules', '.cache', 'store-seed-pictures');
}

/** Where the picture of this drawing and width is cached, if there is a cache. */
export async function cachedPictureFile(svg: string, width: number): Promise<string | undefined> {
  const folder = await pictureCacheDir();
  return folder && path.join(folder, cacheKey(svg, width));
}

/**
 * Rasterises SVG drawings to WebP masters. The image route resizes from these, so they are stored at
 * the largest size a page shows. Runs a few at a time: libvips is multi-threaded already.
 */
export async function renderPictures(jobs: readonly PictureJob[]): Promise<RenderedPicture[]> {
  const cacheDir = await pictureCacheDir();
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const results: RenderedPicture[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index] as PictureJob;
      results[index] = { name: job.name, ...(await renderCached(job.svg(), job.width, cacheDir)) };
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return results;
}

const cacheKey = (svg: string, width: number) => {
  const hash = createHash('sha256').update(`${sharp.versions.vips}|${width}|${JSON.stringify(WEBP)}|${svg}`);
  return `${hash.digest('hex')}.webp`;
};

async function renderCached(
  svg: string,
  width: number,
  cacheDir: string | undefined,
): Promise<Omit<RenderedPicture, 'name'>> {
  const file = cacheDir && path.join(cacheDir, cacheKey(svg, width));
  const cached = file && (await readFile(file).catch(() => undefined));
  if (cached) {
    const { width: cachedWidth = width, height = width } = await sharp(cached).metadata();
    return { bytes: new Uint8Array(cached), width: cachedWidth, height };
  }
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  if (file) {
    // Written aside and renamed, so a concurrent seed never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, data);
    await rename(partial, file);
  }
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}
