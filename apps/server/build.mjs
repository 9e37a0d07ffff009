// Bundles the server into dist/ (workspace code such as @store/contract inlined, npm packages left to
// node_modules) and copies the SQL migrations beside the bundle, where the database client looks. The
// stand-ins (@store/stand-ins) stay out: their own build, loaded at run time only outside production.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
// Another folder may be named (`node build.mjs <folder>`): a test builds there without touching dist/.
const outdir = process.argv[2] ? pathToFileURL(`${path.resolve(process.argv[2])}/`) : new URL('dist/', here);

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@store/') && args.path !== '@store/stand-ins'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/seed/cli.ts',
    'sepomex-import': 'src/modules/locations/sepomex/cli.ts',
    backup: 'src/backup/backup-cli.ts',
    restore: 'src/backup/restore-cli.ts',
  },
  absWorkingDir: here.pathname,
  outdir: outdir.pathname,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [externalPackages],
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', here), new URL('migrations', outdir), { recursive: true });
