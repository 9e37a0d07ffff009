import { Counter, Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { ExactCacheStats } from '../../lib/exact-cache';
import { outboxBacklog, type OutboxBacklog } from '../mail';

/**
 * What is read at each scrape rather than counted as it happens: the mail outbox's backlog and the
 * database's connections. They belong to one app's database, so each app registers its own.
 */
export function registerScrapeGauges(
  registry: Registry,
  database: DatabaseHandle,
  catalogCache: () => ExactCacheStats,
): void {
  registerCacheMetrics(registry, catalogCache);
  // A scrape collects every gauge at once: the outbox's two share one read.
  let reading: Promise<OutboxBacklog> | undefined;
  const backlog = () =>
    (reading ??= outboxBacklog(database.db).finally(() => {
      reading = undefined;
    }));
  new Gauge({
    name: 'mail_outbox_pending_messages',
    help: 'Correos en la bandeja de salida que aún no salen (por enviar o esperando su reintento)',
    registers: [registry],
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'Segundos que lleva esperando el correo pendiente más antiguo (0 si no hay ninguno)',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldestPendingSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'db_info',
    help: 'El motor de la base de datos: pglite (una sola conexión, sin grupo) o postgres',
    labelNames: ['engine'] as const,
    registers: [registry],
  }).set({ engine: database.kind }, 1);

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
    help: 'Respuestas del catálogo recordadas ahora en este proceso',
    registers: [registry],
    collect() {
      this.set(stats().entries);
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
