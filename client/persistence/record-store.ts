/*
 * Records in IndexedDB, for what a service worker must read and write as well as the page (local
 * storage is the page's alone). Only `indexedDB` and promises: no window, no DOM, so the same code
 * runs in both. Where IndexedDB is missing or refused (some private modes), every call rejects
 * and the caller treats that as "nothing kept".
 */

/** One object store in its own database: names, schema version and the field that keys a record. */
export interface RecordStoreDeclaration {
  readonly database: string;
  readonly version: number;
  readonly store: string;
  readonly keyPath: string;
}

export interface RecordStore<T> {
  all(): Promise<T[]>;
  put(record: T): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  /**
   * Reads one record and writes what `change` makes of it in the same transaction, so no other
   * writer (another tab, the service worker) comes between the read and the write. Null from
   * `change` writes nothing; the answer is the record written, or null.
   */
  update(key: string, change: (current: T | undefined) => T | null): Promise<T | null>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function open(declaration: RecordStoreDeclaration): Promise<IDBDatabase> {
  const request = indexedDB.open(declaration.database, declaration.version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(declaration.store)) request.result.createObjectStore(declaration.store, { keyPath: declaration.keyPath });
  };
  return done(request);
}

/** Runs `work` in one transaction and settles once the transaction has committed. */
async function transact<R>(declaration: RecordStoreDeclaration, mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<R> | R): Promise<R> {
  const db = await open(declaration);
  try {
    const transaction = db.transaction(declaration.store, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
    const result = await work(transaction.objectStore(declaration.store));
    await committed;
    return result;
  } finally {
    db.close();
  }
}

/** The IndexedDB store a declaration names (persistence/keys lists them). */
export function recordStore<T>(declaration: RecordStoreDeclaration): RecordStore<T> {
  return {
    all: () => transact(declaration, 'readonly', (store) => done(store.getAll() as IDBRequest<T[]>)),
    put: (record) => transact(declaration, 'readwrite', (store) => void store.put(record)),
    delete: (key) => transact(declaration, 'readwrite', (store) => void store.delete(key)),
    clear: () => transact(declaration, 'readwrite', (store) => void store.clear()),
    update: (key, change) =>
      transact(declaration, 'readwrite', async (store) => {
        // The write is queued in the read's success callback, while the transaction is still active.
        const current = (await done(store.get(key) as IDBRequest<T | undefined>)) ?? undefined;
        const next = change(current);
        if (next !== null) store.put(next);
        return next;
      }),
  };
}
