// Builds the storefront, the server and the stand-ins when their output is missing or older than their
// sources, so that `npm start` on a fresh clone just works and a second start does not rebuild for nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const targets = [
  {
    name: '@store/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    name: '@store/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
  },
  {
    // Loaded by the server outside production; its bundle holds the few server files it reads too.
    name: '@store/stand-ins',
    output: 'apps/stand-ins/dist/index.js',
    sources: [
      'apps/stand-ins/src',
      'apps/stand-ins/build.mjs',
      'apps/server/src/dev-services.ts',
      'apps/server/src/lib',
      'apps/server/src/db/columns.ts',
      'packages/contract/src',
      'packages/money/src',
    ],
  },
];

function newestChange(entry) {
  const full = path.join(root, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

function builtAt(output) {
  try {
    return statSync(path.join(root, output)).mtimeMs;
  } catch {
    return -1;
  }
}

export function ensureBuilt() {
  for (const target of targets) {
    const built = builtAt(target.output);
    const changed = Math.max(...target.sources.map(newestChange));
    if (built >= changed) continue;
    process.stdout.write(`Compilando ${target.name}...\n`);
    execFileSync('npm', ['run', 'build', '-w', target.name], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) ensureBuilt();
