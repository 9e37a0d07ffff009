import type { Registry } from 'prom-client';
import {
  isMessage,
  SCRAPE_WAIT_MS,
  type CollectAnswer,
  type CollectRequest,
  type ScrapeAnswer,
} from './cluster-messages';

let registries: { local: Registry; database: Registry } | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: ScrapeAnswer) => void>();

/**
 * In a server forked by the primary: hand the primary this process's figures when it collects, and take
 * the primary's answers to this process's scrapes. Listens once; the last app built sets the registries.
 */
export function answerPrimary(local: Registry, database: Registry): void {
  const listening = registries !== undefined;
  registries = { local, database };
  if (listening) return;
  process.on('message', (message: unknown) => {
    if (isMessage<CollectRequest>(message, 'metrics:collect')) void collect(message).then(send);
    if (isMessage<ScrapeAnswer>(message, 'metrics:scraped')) waiting.get(message.id)?.(message);
  });
}

async function collect(request: CollectRequest): Promise<CollectAnswer> {
  try {
    const local = await registries!.local.getMetricsAsJSON();
    const database = request.withDatabase ? await registries!.database.getMetricsAsJSON() : undefined;
    return { type: 'metrics:collected', id: request.id, local, database };
  } catch (error) {
    return { type: 'metrics:collected', id: request.id, error: String(error) };
  }
}

function send(message: CollectAnswer | { type: 'metrics:scrape'; id: number }): void {
  // A channel already closed (the process is stopping) answers nothing; the primary's wait ends it.
  if (process.connected) process.send?.(message);
}

/** The whole shop's metrics in Prometheus' text format, as the primary added them up. */
export function scrapeThroughPrimary(): Promise<string> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('el proceso principal no contestó a tiempo'));
    }, SCRAPE_WAIT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text === undefined) reject(new Error(answer.error ?? 'sin respuesta'));
      else resolve(answer.text);
    });
    send({ type: 'metrics:scrape', id });
  });
}
