import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CHECK = path.join(ROOT, 'scripts/check-engines.mjs');

type Outcome = { code: number; output: string };

async function check(folder: string): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CHECK, folder], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the lockfile against the Node versions package.json promises (scripts/check-engines.mjs)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'engines-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function project(packages: Record<string, unknown>): Promise<void> {
    await writeFile(path.join(folder, 'package.json'), JSON.stringify({ engines: { node: '>=20.19' } }));
    await writeFile(
      path.join(folder, 'package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: { '': { engines: { node: '>=20.19' } }, ...packages } }),
    );
  }

  it('passes on this repository: every installed package runs on its Node', async () => {
    const result = await check(ROOT);
    expect(result.output).toMatch(/^Todas las dependencias admiten Node 20\.19\.0/);
    expect(result.code).toBe(0);
  });

  it('names each package, even a nested one, that needs a newer Node, and fails', async () => {
    await project({
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/a/node_modules/@axe-core/playwright': {
        version: '4.14.0',
        engines: { node: '>=22.12.0' },
      },
      'node_modules/semver': { version: '7.8.6', engines: { node: '>=10' } },
      'node_modules/sin-rango': { version: '1.0.0' },
    });
    const result = await check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('cookie@2.0.2 pide Node >=22: no corre en 20.19.0');
    expect(result.output).toContain('@axe-core/playwright@4.14.0 pide Node >=22.12.0');
    expect(result.output).not.toContain('semver@');
    expect(result.output).not.toContain('sin-rango');
  });

  it('checks the lowest version promised, which a range open above it may leave out', async () => {
    await project({ 'node_modules/nuevo': { version: '3.0.0', engines: { node: '^20.20.0 || >=22' } } });
    const result = await check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain('nuevo@3.0.0 pide Node ^20.20.0 || >=22: no corre en 20.19.0');
  });
});
