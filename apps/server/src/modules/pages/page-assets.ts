import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeMarkup } from '../../lib/markup';

/**
 * The storefront's lazily loaded pages that the server names in a page's head, and the source file each
 * starts from in apps/web (the keys of Vite's build manifest). The browser would ask for a page's code
 * only after the shared script has run; named in the head, it comes with the HTML instead.
 */
const PAGE_MODULES = {
  listing: 'src/features/catalog/listing/ProductListPage.tsx',
  product: 'src/features/catalog/product/ProductPage.tsx',
  favorites: 'src/features/favorites/FavoritesPage.tsx',
} as const;

export type PageModule = keyof typeof PAGE_MODULES;

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes its manifest (`build.manifest: true`); the SPA plugin never serves this folder. */
const MANIFEST_PATH = path.join('.vite', 'manifest.json');

/**
 * The `<link>` tags that fetch a page's own code and styles early: its chunk and the chunks it imports
 * (the entry excepted, which the page loads anyway), with the attributes Vite's loader uses, so that the
 * browser reuses what was preloaded. No tags when the web app was built without a manifest.
 */
export async function readPageAssetTags(webDir: string): Promise<(page: PageModule) => string[]> {
  const manifestFile = path.join(webDir, MANIFEST_PATH);
  if (!existsSync(manifestFile)) return () => [];
  // Written by our own build next to the files it names.
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const tagsByPage = new Map<PageModule, string[]>();
  for (const [page, source] of Object.entries(PAGE_MODULES) as [PageModule, string][]) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    tagsByPage.set(page, [
      ...[...styles].map(
        (file) => `<link rel="preload" as="style" crossorigin href="/${escapeMarkup(file)}" />`,
      ),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}" />`),
    ]);
  }
  return (page) => tagsByPage.get(page) ?? [];
}
