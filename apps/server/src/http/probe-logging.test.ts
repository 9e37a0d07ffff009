import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/database';

type LogLine = { level: number; reqId?: string; msg: string };

const INFO = 30;
const DEBUG = 20;

describe('the access log of the load balancer’s probes', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  /** A shop at `level` and the lines it writes, read per request by its x-request-id. */
  async function shopAt(level: string) {
    const lines: LogLine[] = [];
    const app = await buildApp(loadConfig({ LOG_LEVEL: level }), {
      database,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    });
    apps.push(app);
    const linesOf = async (url: string, id: string) => {
      const response = await app.inject({ url, headers: { 'x-request-id': id } });
      return { status: response.statusCode, lines: lines.filter((line) => line.reqId === id) };
    };
    return linesOf;
  }

  it('writes nothing at info for /api/health and /api/ready, and every other request as before', async () => {
    const linesOf = await shopAt('info');
    expect(await linesOf('/api/health', 'sonda-salud-1')).toEqual({ status: 200, lines: [] });
    expect(await linesOf('/api/ready', 'sonda-lista-1')).toEqual({ status: 200, lines: [] });
    expect(await linesOf('/api/health?desde=nginx', 'sonda-con-consulta')).toEqual({
      status: 200,
      lines: [],
    });

    for (const [url, id] of [
      ['/api/categories', 'departamentos-1'],
      ['/api/health/otra', 'bajo-la-sonda'],
      ['/api/healthz', 'parecida-a-sonda'],
    ] as const) {
      const { lines } = await linesOf(url, id);
      expect(
        lines.filter((line) => line.level === INFO).map((line) => line.msg),
        url,
      ).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    }
  });

  it('writes the probes at debug when LOG_LEVEL=debug', async () => {
    const linesOf = await shopAt('debug');
    for (const url of ['/api/health', '/api/ready']) {
      const { status, lines } = await linesOf(url, `sonda-${url.slice(5)}`);
      expect(status).toBe(200);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [DEBUG, 'incoming request'],
        [DEBUG, 'request completed'],
      ]);
    }
  });
});
