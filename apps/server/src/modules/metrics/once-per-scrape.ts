/**
 * One read shared by the gauges a scrape collects together (prom-client calls each one's `collect` at
 * once), and a fresh one at the next scrape.
 */
export function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));
}
