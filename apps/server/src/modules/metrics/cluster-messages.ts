import type { Registry } from 'prom-client';

/**
 * What the primary and its servers say to each other over node:cluster's channel to answer one scrape
 * (decision 055). A server asks the primary for the whole shop's figures (`scrape`); the primary asks every
 * server for its own (`collect`), only one of them for what the shared database holds, and answers.
 */
export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

export type ScrapeRequest = { type: 'metrics:scrape'; id: number };
export type ScrapeAnswer = { type: 'metrics:scraped'; id: number; text?: string; error?: string };
export type CollectRequest = { type: 'metrics:collect'; id: number; withDatabase: boolean };
export type CollectAnswer = {
  type: 'metrics:collected';
  id: number;
  /** The process's own: requests, checkouts, Node's process metrics, its cache and pool. */
  local?: MetricsJson;
  /** Read from the database, which every server shares: asked of one server only. */
  database?: MetricsJson;
  error?: string;
};

/** A message of this kind; node:cluster's channel also carries Node's own and other libraries' messages. */
export function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === 'number'
  );
}

/** How long the primary waits for a server's figures, and a server for the primary's answer. */
export const COLLECT_WAIT_MS = 5_000;
export const SCRAPE_WAIT_MS = 8_000;
