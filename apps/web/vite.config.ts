import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every text asset next to it, at the highest levels,
 * once at build time: the server sends them as they are instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> =>
        (
          await Promise.all(
            (await readdir(dir)).map(async (name) => {
              const full = path.join(dir, name);
              return (await stat(full)).isDirectory() ? walk(full) : [full];
            }),
          )
        ).flat();
      for (const file of (await walk(outDir)).filter((name) => COMPRESSIBLE.test(name))) {
        const content = await readFile(file);
        if (content.length < 1024) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

type ModuleInfo = { isEntry: boolean; importers: readonly string[] } | null;

/**
 * True for a module the entry imports, directly or not, without a dynamic import on the way: the code every
 * page runs first. Rolldown would otherwise cut it into a dozen small chunks shared with the lazy pages, and
 * each small file compresses worse and costs a request of its own.
 */
function onEntryPath(id: string, moduleInfo: (id: string) => ModuleInfo, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => onEntryPath(importer, moduleInfo, seen));
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': path.resolve(
        import.meta.dirname,
        'src/app/react-use-sync-external-store.ts',
      ),
    },
  },
  build: {
    // Source maps stay off: production must not publish the sources.
    sourcemap: false,
    // The server reads it to name a page's own chunks in that page's head (apps/server: page-assets.ts).
    manifest: true,
    // No preload helper for the imports of lazily loaded chunks: they import little beyond the entry chunk,
    // and the pages a link opens first are preloaded from their HTML (apps/server: page-assets.ts).
    modulePreload: false,
    rolldownOptions: {
      // The contract's schemas are built by chained calls (`z.string().check(...)`) and its parameter helpers;
      // marking them pure lets a page leave out the schemas it does not use.
      treeshake: { manualPureFunctions: ['z', 'intParam', 'idParam', 'repeatedParam'] },
      output: {
        manualChunks: (id, { getModuleInfo }) =>
          !/\/packages\/(contract|money)\//.test(id) && onEntryPath(id, getModuleInfo) ? 'index' : undefined,
      },
    },
  },
  server: {
    // `npm run dev -w @store/web` talks to the API of a store started with `npm start`.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
