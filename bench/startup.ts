/**
 * `npm run bench:startup`: how long the store takes to be ready on a fresh data folder (initdb,
 * migrations, the demo seed with its pictures) and on the second start with the same folder. Prints the
 * figures; it is a measurement, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStore } from '../e2e/support/store';

const RUNS = Number(process.env.RUNS ?? 5);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-'));
  try {
    const first = await startStore({ DATA_DIR: dataDir });
    await first.stop();
    const again: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const store = await startStore({ DATA_DIR: dataDir });
      const health = await fetch(`${store.url}/api/ready`);
      if (health.status !== 200) throw new Error(`/api/ready respondió ${health.status}`);
      again.push(store.readyInMs);
      await store.stop();
    }
    again.sort((a, b) => a - b);
    const median = again[Math.floor(again.length / 2)] ?? 0;
    console.log(`first start (initdb + migrate + seed): ${(first.readyInMs / 1000).toFixed(1)} s`);
    console.log(
      `second start, ${RUNS} runs: median ${(median / 1000).toFixed(2)} s, min ${((again[0] ?? 0) / 1000).toFixed(2)} s, max ${((again.at(-1) ?? 0) / 1000).toFixed(2)} s`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
