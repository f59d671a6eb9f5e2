/*
 * The service worker's global scope, typed for what these modules use: the project compiles against
 * the page's DOM library (and the Workers types), so the worker's own globals are named here.
 */

export interface WorkerMessageEvent {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'sync', listener: (event: { readonly tag: string; waitUntil(promise: Promise<unknown>): void }) => void): void;
}

declare const self: WorkerScope;

/** The running service worker. */
export const scope = (): WorkerScope => self;

/** The build this worker was made by (a hash of its precache list), written in by its build step. */
declare const __SW_BUILD__: string;
export const SW_BUILD = __SW_BUILD__;

/** The hashed assets of the build, from the Vite manifest: their names carry their revision. */
declare const __SW_PRECACHE__: { url: string; revision: string | null }[];
export const PRECACHE_ENTRIES = __SW_PRECACHE__;
