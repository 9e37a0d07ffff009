// Bundles the stand-ins into dist/, which the server loads outside production by its one dynamic import of
// @store/stand-ins. Workspace code (@store/contract, @store/money, the few server files they read) is
// inlined and npm packages are left to node_modules, as in the server's own build.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const outdir = new URL('dist/', here);

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@store/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts' },
  absWorkingDir: here.pathname,
  outdir: outdir.pathname,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [externalPackages],
  logLevel: 'warning',
});
