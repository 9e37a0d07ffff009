import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { runCommand } from '../lib/run-command';
import { resetDemoCatalogue } from './index';

/** `npm run seed`: puts the demo catalogue back as it was on first start. */
async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const started = performance.now();
    // Under the start-up lock, so that a server starting on the same database meanwhile does not seed too.
    const result = await database.withStartupLock((db) => resetDemoCatalogue(db));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Catálogo de demostración listo: ${result.products} productos, ${result.pictures} imágenes (${seconds} s)\n`,
    );
  } finally {
    await database.close();
    await releaseLock?.();
  }
}

runCommand(main, 'Error al sembrar el catálogo');
