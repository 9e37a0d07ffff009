import { Counter, Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { ExactCacheStats } from '../../lib/exact-cache';
import { outboxBacklog } from '../mail';
import { oncePerScrape } from './once-per-scrape';
import { registerShopGauges } from './shop-gauges';

/**
 * What is read at each scrape from the database every process shares: the mail outbox's backlog, the
 * engine, and the shop's own figures (shop-gauges.ts). With several processes the primary asks one of them
 * for these (decision 055), and each is marked `first` should two ever answer: never summed.
 */
export function registerDatabaseGauges(registry: Registry, database: DatabaseHandle): void {
  // A scrape collects every gauge at once: the outbox's two share one read.
  const backlog = oncePerScrape(() => outboxBacklog(database.db));
  new Gauge({
    name: 'mail_outbox_pending_messages',
    help: 'Correos en la bandeja de salida que aún no salen (por enviar o esperando su reintento)',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'Segundos que lleva esperando el correo pendiente más antiguo (0 si no hay ninguno)',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.set((await backlog()).oldestPendingSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'db_info',
    help: 'El motor de la base de datos: pglite (una sola conexión, sin grupo) o postgres',
    labelNames: ['engine'] as const,
    registers: [registry],
    aggregator: 'first',
  }).set({ engine: database.kind }, 1);
  registerShopGauges(registry, database.db);
}

/**
 * What each process has of its own, read at scrape: the catalogue's remembered answers and its
 * PostgreSQL pool. With several processes these are added up: the shop's connections are the sum.
 */
export function registerProcessGauges(
  registry: Registry,
  database: DatabaseHandle,
  catalogCache: () => ExactCacheStats,
): void {
  registerCacheMetrics(registry, catalogCache);
  const poolState = database.poolState;
  // PGlite runs every statement on its one connection, one at a time: it has no pool to report.
  if (!poolState) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexiones del grupo de PostgreSQL: total (abiertas) e idle (libres)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const state = poolState();
      this.set({ state: 'total' }, state.total);
      this.set({ state: 'idle' }, state.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Consultas esperando una conexión libre del grupo de PostgreSQL',
    registers: [registry],
    collect() {
      this.set(poolState().waiting);
    },
  });
}

/** The catalogue's remembered answers (decision 023): how many, and how often they served. */
function registerCacheMetrics(registry: Registry, stats: () => ExactCacheStats): void {
  new Gauge({
    name: 'catalog_cache_entries',
    help: 'Respuestas del catálogo recordadas ahora en memoria (la suma de los procesos)',
    registers: [registry],
    collect() {
      this.set(stats().entries);
    },
  });
  new Gauge({
    name: 'catalog_cache_bytes',
    help: 'Bytes (en JSON) de respuestas del catálogo recordadas ahora, con su tope CATALOG_CACHE_MB por proceso',
    registers: [registry],
    collect() {
      this.set(stats().bytes);
    },
  });
  // The cache counts by itself; each scrape adds what it counted since the last one.
  const counted = { hits: 0, misses: 0, forgets: 0 };
  const counter = (name: keyof typeof counted, help: string) =>
    new Counter({
      name: `catalog_cache_${name}_total`,
      help,
      registers: [registry],
      collect() {
        const now = stats()[name];
        this.inc(now - counted[name]);
        counted[name] = now;
      },
    });
  counter('hits', 'Lecturas del catálogo contestadas de memoria');
  counter('misses', 'Lecturas del catálogo que fueron a la base de datos');
  counter('forgets', 'Veces que el catálogo cambió y se olvidó todo lo recordado');
}
