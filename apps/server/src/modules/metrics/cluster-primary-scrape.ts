import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry, type PrometheusContentType } from 'prom-client';
import {
  COLLECT_WAIT_MS,
  isMessage,
  type CollectAnswer,
  type CollectRequest,
  type MetricsJson,
  type ScrapeAnswer,
  type ScrapeRequest,
} from './cluster-messages';

/** The servers that listen: each built its app, and so answers when asked for its figures. */
const listening = new Set<number>();

function listeningServers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker !== undefined && listening.has(worker.id) && worker.isConnected(),
  );
}

/** What the primary tells the metrics about its servers. */
export type ClusterMetrics = { serverReplaced: () => void };

/**
 * In the primary of several servers (WEB_CONCURRENCY above 1): answer each server's scrape with the whole
 * shop's figures (decision 055). Every server's own counters, histograms and process metrics are added up
 * (prom-client's aggregators: sums, Node's version once, the event loop's lag averaged); what is read from
 * the shared database is asked of one server only, so it is counted once. The start time is the primary's,
 * the shop's: the servers' own are left out, so it stays put while servers come and go.
 */
export function serveClusterScrapes(): ClusterMetrics {
  const own = new Registry();
  new Gauge({
    name: 'process_start_time_seconds',
    help: 'Momento (segundos Unix) en que arrancó la tienda: su proceso principal',
    registers: [own],
  }).set(Math.round(Date.now() / 1000 - process.uptime()));
  new Gauge({
    name: 'shop_processes',
    help: 'Procesos de la tienda que atienden ahora (WEB_CONCURRENCY)',
    registers: [own],
    collect() {
      this.set(listeningServers().length);
    },
  });
  const replaced = new Counter({
    name: 'shop_process_restarts_total',
    help: 'Procesos de la tienda que terminaron sin que se les pidiera y se iniciaron de nuevo',
    registers: [own],
  });

  // A server that ends takes its counters with it: what it last reported stays in the sums, so that a
  // counter of the shop never goes down (only what it counted after the last scrape is lost).
  const lastReported = new Map<number, MetricsJson>();
  let retired: MetricsJson[] = [];
  const collector = new Collector();

  cluster.on('message', (worker: Worker, message: unknown) => {
    collector.heard(worker, message);
    if (!isMessage<ScrapeRequest>(message, 'metrics:scrape')) return;
    const reply = (answer: Omit<ScrapeAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: 'metrics:scraped', id: message.id, ...answer });
    };
    scrape().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker) => {
    listening.delete(worker.id);
    const last = lastReported.get(worker.id);
    lastReported.delete(worker.id);
    if (last) retired.push(onlyGrowing(last));
  });

  async function scrape(): Promise<string> {
    const servers = listeningServers();
    if (servers.length === 0) throw new Error('ningún proceso de la tienda está en marcha');
    const answers = await Promise.all(servers.map((worker, index) => collector.ask(worker, index === 0)));
    answers.forEach((answer, index) => lastReported.set(servers[index]!.id, answer.local ?? []));
    if (retired.length > 1) retired = [await AggregatorRegistry.aggregate(retired).getMetricsAsJSON()];
    const aggregated = AggregatorRegistry.aggregate<PrometheusContentType>([
      ...answers.flatMap((answer) => [answer.local ?? [], answer.database ?? []]),
      ...retired,
    ]);
    return Registry.merge([aggregated, own]).metrics();
  }

  return { serverReplaced: () => replaced.inc() };
}

/** Counters and histograms only: a gauge of a process that ended says nothing about the shop now. */
function onlyGrowing(metrics: MetricsJson): MetricsJson {
  return metrics.filter((metric) => {
    const type = String(metric.type);
    return (type === 'counter' || type === 'histogram') && (metric.aggregator ?? 'sum') === 'sum';
  });
}

/** Asks one server for its figures and waits for that answer, and no longer than COLLECT_WAIT_MS. */
class Collector {
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: CollectAnswer) => void>();

  heard(_worker: Worker, message: unknown): void {
    if (isMessage<CollectAnswer>(message, 'metrics:collected')) this.waiting.get(message.id)?.(message);
  }

  ask(worker: Worker, withDatabase: boolean): Promise<CollectAnswer> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      // One server that does not answer fails the scrape: Prometheus then shows a failed scrape, rather
      // than sums that dropped for a moment.
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`el proceso ${worker.process.pid} no entregó sus métricas a tiempo`));
      }, COLLECT_WAIT_MS);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(answer);
      });
      const request: CollectRequest = { type: 'metrics:collect', id, withDatabase };
      worker.send(request);
    });
  }
}
