import { useSyncExternalStore } from 'react';
import { connection } from './connection';

/**
 * The notice that something needed the network and found none. Part of the first script, with no chunk
 * of its own (the notices library is one), so it shows when nothing else can be fetched.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(connection.subscribe, connection.offline);
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      Sin conexión. Lo intentaremos de nuevo al volver la señal.
    </p>
  );
}
