import type { DeferredRef, LoadResult } from '../../shared/page';

/** Collects one request's streamed regions; each promise settles to a result, never rejects. */
export function createDeferredRegistry(correlationId: string) {
  const promises = new Map<string, Promise<LoadResult<unknown>>>();
  return {
    promises,
    add<T>(key: string, promise: Promise<LoadResult<T>>): DeferredRef<T> {
      const settled: Promise<LoadResult<unknown>> = promise.catch((error: unknown) => {
        console.error(JSON.stringify({ msg: 'deferred region failed', key, correlationId, error: String(error) }));
        return { ok: false, status: 500, errorId: 'GEN500', message: 'General error' } as const;
      });
      // Tag the promise the way React's `use` reads it: a region whose data is
      // already here when the shell renders (a cache hit) goes out inline
      // instead of as a skeleton followed by a swap.
      settled.then((value) => Object.assign(settled, { status: 'fulfilled', value }));
      promises.set(key, settled);
      return { key };
    },
    /** True once every region's data has arrived (React's `use` would not suspend). */
    allSettled(): boolean {
      return [...promises.values()].every((promise) => (promise as { status?: string }).status === 'fulfilled');
    },
  };
}

export type DeferredRegistry = ReturnType<typeof createDeferredRegistry>;
