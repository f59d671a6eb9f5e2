import type { DeferredRef, LoadResult } from '../../shared/page';

/** An answer that says nothing about the page, only about this moment. */
export function isTransientFailure(status: unknown): boolean {
  return typeof status !== 'number' || status >= 500 || status === 408 || status === 429;
}

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
    /**
     * Whether every region came back with its data, once all have settled: a region whose
     * upstream failed, timed out or turned the shop away (5xx, 408, 429) rendered its error
     * or its skeleton, which is this moment's page, not one to share. A 4xx otherwise is the
     * page as it is (no related products, say).
     */
    async whole(): Promise<boolean> {
      const results = await Promise.all(promises.values());
      return results.every((result) => result.ok || !isTransientFailure(result.status));
    },
    /** True once every region's data has arrived (React's `use` would not suspend). */
    allSettled(): boolean {
      return [...promises.values()].every((promise) => (promise as { status?: string }).status === 'fulfilled');
    },
  };
}

export type DeferredRegistry = ReturnType<typeof createDeferredRegistry>;
