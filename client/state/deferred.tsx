import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { DeferredRef, LoadResult } from '../../shared/page';
import { safeJsonOnce } from '../../shared/serialize';
import type { ErrorId } from '../../shared/errors';

/** Deferred results by key: live promises on the server, settled thenables in the browser. */
export interface DeferredMap {
  get(key: string): Promise<LoadResult<unknown>> | undefined;
}

const DeferredContext = createContext<DeferredMap>(new Map());
export const DeferredProvider = DeferredContext.Provider;

const MISSING: LoadResult<never> = { ok: false, status: 503, errorId: 'GEN500' satisfies ErrorId, message: 'General error' };

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A promise `read` returns synchronously, so hydration never suspends. */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * A promise's value inside a Suspense boundary: its value once settled, else it suspends the
 * boundary (React 18 retries the render when the thrown promise settles). The outcome is kept
 * on the promise itself, so every read after it settles is synchronous.
 */
function read<T>(promise: Tracked<T>): T {
  if (promise.status === 'fulfilled') return promise.value as T;
  if (promise.status === 'rejected') throw promise.reason;
  if (promise.status !== 'pending') {
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
  }
  throw promise;
}

/** What of a `script[data-deferred]` the browser has parsed so far. */
export interface StreamedScript {
  readonly textContent: string | null;
  readonly nextSibling: unknown;
}

/**
 * The streamed results the document holds complete so far. The entry is an async module, so it
 * can run while the stream is still arriving, and the parser shows a script element before its
 * text has all come in: until the document has loaded, only a script the parser has moved past
 * (something follows it) is read. One it has not is left for its region, which hydrates only once
 * the server has completed it.
 */
export function streamedSoFar(scripts: Iterable<StreamedScript>, loading: boolean): unknown[] {
  return [...scripts].filter((script) => !loading || script.nextSibling !== null).map((script) => JSON.parse(script.textContent ?? 'null') as unknown);
}

/**
 * Reads the results the server streamed into the page. The entry may run
 * before the stream ends, so each is looked up when its region hydrates:
 * React hydrates a streamed boundary only once the server has completed it.
 */
export function readStreamedResults(root: ParentNode): DeferredMap {
  const cache = new Map<string, Promise<LoadResult<unknown>>>();
  return {
    get(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const script = root.querySelector<HTMLScriptElement>(`script[data-deferred="${CSS.escape(key)}"]`);
      if (!script) return undefined;
      const result = settled(JSON.parse(script.textContent ?? 'null') as LoadResult<unknown>);
      cache.set(key, result);
      return result;
    },
  };
}

function Resolved<T>({ resource, children }: { resource: DeferredRef<T>; children: (result: LoadResult<T>) => ReactNode }) {
  const promise = useContext(DeferredContext).get(resource.key) ?? settled(MISSING);
  const result = read(promise) as LoadResult<T>;
  return (
    <>
      {children(result)}
      {/* The browser reads this back before hydrating, so it renders what the server did. */}
      <script type="application/json" data-deferred={resource.key} dangerouslySetInnerHTML={{ __html: safeJsonOnce(result) }} />
    </>
  );
}

/** Streams a region: `fallback` goes out with the shell, `children` when the data arrives. */
export function Await<T>({ resource, fallback, children }: { resource: DeferredRef<T>; fallback: ReactNode; children: (result: LoadResult<T>) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Resolved resource={resource}>{children}</Resolved>
    </Suspense>
  );
}
