import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RULES_DIR = fileURLToPath(new URL('../../../../../deploy/prometheus/', import.meta.url));

/** Prometheus' own promtool (Debian package `prometheus`), in deploy/prometheus; never skipped. */
function promtool(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    execFile('promtool', args, { cwd: RULES_DIR }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        reject(new Error('Falta promtool. Instálalo con: sudo apt-get install -y prometheus'));
        return;
      }
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

describe('deploy/prometheus/alerts.yml', () => {
  it('is a valid rule file for Prometheus', async () => {
    const checked = await promtool('check', 'rules', 'alerts.yml');
    expect(checked.output).toContain('SUCCESS: 6 rules found');
    expect(checked.code, checked.output).toBe(0);
  });

  it('raises its alerts when, and only when, its unit tests say so', async () => {
    const tested = await promtool('test', 'rules', 'alerts.test.yml');
    expect(tested.code, tested.output).toBe(0);
    expect(tested.output).toContain('SUCCESS');
  });
});
