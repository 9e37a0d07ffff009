import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server');
const STAND_INS = path.join(ROOT, 'apps/stand-ins');

/** What only the stand-ins' pages say: the OXXO voucher, the SPEI transfer, the mailbox and the sign-in. */
const STAND_IN_TEXTS = ['Simular pago en OXXO', 'Simular transferencia', 'Buzón local', 'Proveedor local'];
/** The libraries only the stand-ins use (qrcode stays: the packing slip draws its QR codes with it). */
const STAND_IN_LIBRARIES = ['smtp-server', 'mailparser', 'pdfkit', 'fast-xml-parser'];

async function filesUnder(folder: string, extension: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function textOf(files: string[]): Promise<string> {
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

async function manifest(folder: string): Promise<{ dependencies?: Record<string, string> }> {
  return JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
}

describe('the production server', () => {
  let outdir: string;
  let bundle: string;

  beforeAll(async () => {
    // Built as `npm run build` builds it, into a folder of its own: journeys beside it run dist/.
    outdir = await mkdtemp(path.join(os.tmpdir(), 'server-bundle-'));
    execFileSync(process.execPath, ['build.mjs', outdir], { cwd: SERVER, stdio: 'pipe' });
    bundle = await textOf(await filesUnder(outdir, '.js'));
  });
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  it('holds none of the stand-ins: their pages are not in its bundle, which loads them only by name', async () => {
    // The texts are the stand-ins' own, so that their absence here means something.
    const standIns = await textOf(await filesUnder(path.join(STAND_INS, 'src'), '.ts'));
    for (const text of STAND_IN_TEXTS) expect(standIns, text).toContain(text);

    expect(bundle.length).toBeGreaterThan(100_000);
    for (const text of STAND_IN_TEXTS) expect(bundle, text).not.toContain(text);
    expect(bundle.match(/@store\/stand-ins/g)).toEqual(['@store/stand-ins']);
    expect(bundle).toContain('import("@store/stand-ins")');
    for (const library of STAND_IN_LIBRARIES) expect(bundle, library).not.toContain(`"${library}"`);
  });

  it('depends on none of the libraries only the stand-ins use; the stand-ins do', async () => {
    const server = Object.keys((await manifest(SERVER)).dependencies ?? {});
    const standIns = Object.keys((await manifest(STAND_INS)).dependencies ?? {});
    for (const library of STAND_IN_LIBRARIES) {
      expect(server, library).not.toContain(library);
      expect(standIns, library).toContain(library);
    }
    expect(server).toContain('qrcode');
  });
});
