import type { DeferredRef, LoadResult } from '../../shared/page';

/** Collects one request's streamed regions; each promise settles to a result, never rejects. */
export function createDeferredRegistry(correlationId: string) {
  const promises = new Map<string, Promise<LoadResult<unknown>>>();
  return {
    promises,
    add<T>(key: string, promise: Promise<LoadResult<T>>): DeferredRef<T> {
      promises.set(
        key,
        promise.catch((error: unknown) => {
          console.error(JSON.stringify({ msg: 'deferred region failed', key, correlationId, error: String(error) }));
          return { ok: false, status: 500, errorId: 'GEN500', message: 'General error' } as const;
        }),
      );
      return { key };
    },
  };
}

export type DeferredRegistry = ReturnType<typeof createDeferredRegistry>;
