import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { col, rowShape, selectRow } from './rows';

const setting = rowShape({ shared_buffers: col.text });

// A new data folder runs PGlite's initdb, which takes seconds on a busy machine.
it(
  'opens PGlite with the shared_buffers PGLITE_SHARED_BUFFERS_MB sets (issue 38)',
  { timeout: 60_000 },
  async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-buffers-'));
    const database = await openDatabase({ ...loadConfig({ PGLITE_SHARED_BUFFERS_MB: '24' }), dataDir });
    try {
      const shown = await selectRow(database.db, sql`SHOW shared_buffers`, setting);
      expect(shown?.shared_buffers).toBe('24MB');
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
