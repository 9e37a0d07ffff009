// `npm start`: build what is missing, then run the server (it migrates, seeds an empty shop and listens).
import { ensureBuilt } from './ensure-built.mjs';

try {
  ensureBuilt();
} catch {
  process.stderr.write('La compilación falló; revisa los mensajes de arriba.\n');
  process.exit(1);
}
await import('../apps/server/dist/main.js');
