import { Router, type IRequest, type RouterOptions } from 'itty-router';
import type { Env } from './env';
import type { MockRouter } from './http';

/*
 * The mocks register several hundred routes, and itty tries every one in turn, matching its
 * pattern against the path, on every request: a cost each call pays before its handler starts.
 * A route whose path begins with a literal segment can only match paths that begin with that
 * segment, so each first segment gets a router holding just the routes that can match it, in
 * their registered order (routes that start with a parameter or a wildcard go in every one).
 * Whatever answers a path, and in which order its handlers run, is what the full router does.
 */

type Route = MockRouter['routes'][number];
type Options = RouterOptions<IRequest, [Env, ExecutionContext]>;

/** A path's first segment: `cart` for `/cart/v1/cart/abc`, empty for `/`. */
const firstSegment = (path: string) => path.split('/', 2)[1] ?? '';

/** A route's literal first segment, or undefined when a parameter or wildcard can stand there. */
function literalHead(route: Route): string | undefined {
  const path = route[3];
  // Only a path that starts with a slash has a first segment of its own (itty keeps `*` as given).
  if (!path?.startsWith('/')) return undefined;
  const head = firstSegment(path);
  return /^[\w.~%-]*$/.test(head) ? head : undefined;
}

/** The routes that can match a path starting with `head`, in registered order. */
const routesFor = (routes: readonly Route[], head: string | undefined) => routes.filter((route) => {
  const literal = literalHead(route);
  return literal === undefined || literal === head;
});

/** A fetch handler answering as `router` does, trying only the routes that can match a request's first segment. */
export function indexedByFirstSegment(router: MockRouter, options: Options): MockRouter['fetch'] {
  let byHead: Map<string, MockRouter> | undefined;
  let anyOther: MockRouter | undefined;
  // Built on the first request, once every module has registered its routes.
  const routerFor = (path: string): MockRouter => {
    if (!byHead || !anyOther) {
      const heads = new Set(router.routes.map(literalHead).filter((head): head is string => head !== undefined));
      byHead = new Map([...heads].map((head) => [head, Router({ ...options, routes: routesFor(router.routes, head) }) as MockRouter]));
      anyOther = Router({ ...options, routes: routesFor(router.routes, undefined) }) as MockRouter;
    }
    return byHead.get(firstSegment(path)) ?? anyOther;
  };
  return (request, ...args) => routerFor(new URL(request.url).pathname).fetch(request, ...args);
}
