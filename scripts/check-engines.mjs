// Every package the lockfile installs must run on the Node versions package.json promises (`engines.node`):
// a dependency that needs a newer Node only warns (EBADENGINE) at `npm ci`, and then fails at run time on
// the machines the shop is installed on (cookie 2 and @axe-core/playwright 4.14 wanted Node 22; issue 37).
// Checked: the lowest version the promise admits, and this machine's Node when the promise admits it (what
// `npm ci` compares). `node scripts/check-engines.mjs [folder]` reads the folder's package.json and lockfile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const folder = path.resolve(process.argv[2] ?? '.');
const readJson = (name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
const promised = readJson('package.json').engines?.node;
if (!promised || !semver.validRange(promised)) {
  console.error('package.json no dice en engines.node qué versiones de Node admite la tienda.');
  process.exit(1);
}

const versions = [semver.minVersion(promised)?.version];
if (semver.satisfies(process.versions.node, promised)) versions.push(process.versions.node);
const checked = [...new Set(versions.filter(Boolean))];

const refused = [];
for (const [where, entry] of Object.entries(readJson('package-lock.json').packages ?? {})) {
  const needs = entry.engines?.node;
  // The project itself and its workspaces are what promises; a package without a Node range runs anywhere.
  if (!where.includes('node_modules/') || typeof needs !== 'string') continue;
  const excluded = checked.filter((version) => !semver.satisfies(version, needs));
  if (excluded.length > 0) {
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    refused.push(`${name}@${entry.version} pide Node ${needs}: no corre en ${excluded.join(' ni en ')}`);
  }
}

if (refused.length > 0) {
  console.error(
    `package.json promete Node ${promised}, pero el lockfile instala:\n${refused.map((line) => `  ${line}`).join('\n')}\n` +
      'Fija una versión que admita esas versiones de Node (npm view <paquete>@<versión> engines).',
  );
  process.exit(1);
}
console.log(`Todas las dependencias admiten Node ${checked.join(' y ')} (engines: ${promised}).`);
