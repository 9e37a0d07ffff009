/**
 * `npm run bench:shipping`: how long the shop takes to answer the shipping options for one address
 * (`POST /api/shipping/options`), against the local carrier at its 300 ms per carrier, the four carriers
 * asked at once. Starts the built store on a fresh data folder (the demo catalogue and postal codes), then
 * measures, one request at a time:
 *
 * - cold: a destination and boxes no quote has asked for yet (every postal code of the demo catalogue with
 *   carts of different boxes), so every carrier is asked;
 * - cached: the same cart to the same postal code again, answered from what the shop remembers.
 *
 * Prints p50 and p95 of each against the goals (1.5 s cold, 50 ms cached), and of a call the catalogue
 * answers from memory (`GET /api/products/cart`) for the machine's own noise. A measurement, not a test.
 * COLD (default 60) and CACHED (default 300) requests; DEV_ENVIA_LATENCY as the store reads it (300).
 */
import { productListResponse, shippingOptionsResponse } from '@store/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStore } from '../e2e/support/store';

const COLD = Number(process.env.COLD ?? 60);
const CACHED = Number(process.env.CACHED ?? 300);
const LATENCY = process.env.DEV_ENVIA_LATENCY ?? '300';
const GOALS = { cold: 1_500, cached: 50 };

// The demo catalogue's postal codes: Chihuahua, Juárez, Mexico City, Guadalajara, Monterrey.
const POSTAL_CODES = [
  '31000',
  '31020',
  '31050',
  '31064',
  '31065',
  '31125',
  '31200',
  '31206',
  '31350',
  '31384',
  '32000',
  '32030',
  '06700',
  '06140',
  '44160',
  '44150',
  '64000',
  '64060',
];

type Line = { variant_id: number; quantity: number };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The first product's variant of a department in the demo catalogue. */
async function variantOf(url: string, categoryId: number): Promise<number> {
  const response = await fetch(`${url}/api/products/list?category_id=${categoryId}&limit=1&page=1`);
  const [first] = productListResponse.parse(await response.json()).products;
  if (!first) throw new Error(`sin productos en el departamento ${categoryId}`);
  return first.variant_id;
}

/** A call the catalogue answers from memory: what the machine's load alone costs a request. */
async function cartLines(url: string, variantIds: number[]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/products/cart?variantIds=${variantIds.join(',')}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/products/cart: ${response.status}`);
  return performance.now() - started;
}

async function quote(url: string, postalCode: string, lines: Line[]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/shipping/options`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ postal_code: postalCode, lines }),
  });
  const body: unknown = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${postalCode}: ${response.status} ${JSON.stringify(body)}`);
  const { options, note } = shippingOptionsResponse.parse(body);
  if (note !== null || options.length < 2) throw new Error(`${postalCode}: sin paqueterías (${note ?? ''})`);
  return elapsed;
}

function report(name: string, samples: number[], goal: number): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(
    `| ${name} | ${samples.length} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ≤ ${goal} ms | ${p95 <= goal ? 'sí' : 'NO'} |`,
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-shipping-'));
  const store = await startStore({ DATA_DIR: dataDir, RATE_LIMITS: 'off', DEV_ENVIA_LATENCY: LATENCY });
  try {
    const [boots, hat, shirt, belt] = await Promise.all([3, 19, 6, 10].map((id) => variantOf(store.url, id)));
    // Carts of different boxes: each (postal code, cart) pair is a quote no one asked for yet.
    const carts: Line[][] = [];
    for (let pairs = 1; carts.length * POSTAL_CODES.length < COLD; pairs += 1) {
      carts.push([{ variant_id: boots as number, quantity: pairs }]);
      carts.push([
        { variant_id: shirt as number, quantity: pairs },
        { variant_id: belt as number, quantity: 1 },
      ]);
      carts.push([
        { variant_id: hat as number, quantity: 1 },
        { variant_id: shirt as number, quantity: pairs },
      ]);
    }
    const cold: number[] = [];
    for (const lines of carts) {
      for (const postalCode of POSTAL_CODES) {
        if (cold.length < COLD) cold.push(await quote(store.url, postalCode, lines));
      }
    }
    const cached: number[] = [];
    const lines = carts[0] ?? [];
    const reference: number[] = [];
    for (let run = 0; run < CACHED; run += 1) {
      cached.push(await quote(store.url, '06700', lines));
      reference.push(
        await cartLines(
          store.url,
          lines.map((line) => line.variant_id),
        ),
      );
    }

    console.log(
      `\nShipping options, local carrier at DEV_ENVIA_LATENCY=${LATENCY} (four carriers at once)\n`,
    );
    console.log('| quote | requests | p50 | p95 | goal (p95) | met |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    report('cold (every carrier asked)', cold, GOALS.cold);
    report('cached (same address and boxes)', cached, GOALS.cached);
    report('reference: GET /api/products/cart (from memory)', reference, GOALS.cached);
  } finally {
    await store.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
