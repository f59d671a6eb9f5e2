import type { BareKey } from '../key';
import type { RecordStoreDeclaration } from '../record-store';

/**
 * `1` while adds made offline may wait in the queue: the one cheap check a page makes at start,
 * so the queue's code (and IndexedDB) loads only when there is something to send.
 */
export const offlineCartPendingKey = { name: 'ridgeline:offlineCartPending', area: 'local', version: 1 } as const satisfies BareKey;

/**
 * The adds made offline, one record per idempotency key. IndexedDB, not local storage: the
 * service worker replays them too, and a worker has no local storage.
 */
export const offlineCartAdds = { database: 'ridgeline-offline-cart', version: 1, store: 'adds', keyPath: 'key' } as const satisfies RecordStoreDeclaration;
