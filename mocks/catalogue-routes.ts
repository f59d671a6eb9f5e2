import type { IRequest } from 'itty-router';
import { catalogueEntries, MOCK_PREFIX, pathPattern, type AnyEndpoint, type EndpointResponse, type PathParams } from '../shared/api';
import type { Env } from './env';
import { json, methodNotAllowed, type MockRouter } from './http';

/** A request to one catalogue entry: its path parameters are the template's names. */
export type EndpointRequest<E extends AnyEndpoint> = IRequest & { params: PathParams<E['path']> };
export type EndpointHandler<E extends AnyEndpoint> = (request: EndpointRequest<E>, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

export interface MockRoute {
  entry: AnyEndpoint;
  handler: (request: IRequest, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
}

/** One played endpoint: the handler's params are typed from the entry's path. */
export function on<E extends AnyEndpoint>(entry: E, handler: EndpointHandler<E>): MockRoute {
  return { entry, handler: handler as MockRoute['handler'] };
}

/** An entry's answer, typed by its response schema, so a mock cannot answer a shape the catalogue does not declare. */
export function answer<E extends AnyEndpoint>(_entry: E, data: EndpointResponse<E>, init?: ResponseInit): Response {
  return json(data, init);
}

/** Where the mocks play an entry: its host's prefix (hosts share the mocks' one origin), then its path. */
export function mockPath(entry: AnyEndpoint): string {
  const path = `${MOCK_PREFIX[entry.group] ?? ''}${entry.path}`;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

let templates: ReadonlyArray<{ template: string; pattern: RegExp }> | undefined;

/** Whether another catalogue path also names this request's path (`/cart/v1/cart/prepareOrder` beside `/cart/v1/cart/:basketId`). */
function namedElsewhere(request: IRequest, template: string): boolean {
  templates ??= [...new Set(catalogueEntries().map(({ entry }) => mockPath(entry)))].map((path) => ({ template: path, pattern: pathPattern(path) }));
  const path = new URL(request.url).pathname;
  return templates.some((other) => other.template !== template && other.pattern.test(path));
}

/** MOCKS_DELAY_MS as a whole number of milliseconds up to 10 s; anything else is no delay. */
export function commerceDelayMs(env: Pick<Env, 'MOCKS_DELAY_MS'>): number {
  const ms = Number(env.MOCKS_DELAY_MS ?? 0);
  return Number.isInteger(ms) && ms > 0 ? Math.min(ms, 10_000) : 0;
}

/**
 * Registers played endpoints from the catalogue, then a 405 for any other method on each of
 * their paths (after all of them, so two methods on one path both answer). A path another entry
 * names literally is left to that entry's route, played or not.
 */
export function registerRoutes(router: MockRouter, routes: readonly MockRoute[]): void {
  for (const { entry, handler: answer } of routes) {
    const path = mockPath(entry);
    // A slow commerce platform, for the bench's streaming row: the other backends stay as quick as they are.
    const handler: MockRoute['handler'] = entry.group !== 'commerce' ? answer : async (request, env, ctx) => {
      const delay = commerceDelayMs(env);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return answer(request, env, ctx);
    };
    if (entry.method === 'GET') router.get(path, handler);
    else if (entry.method === 'POST') router.post(path, handler);
    else if (entry.method === 'PUT') router.put(path, handler);
    else if (entry.method === 'PATCH') router.patch(path, handler);
    else router.delete(path, handler);
  }
  for (const path of new Set(routes.map(({ entry }) => mockPath(entry)))) router.all(path, (request: IRequest) => (namedElsewhere(request, path) ? undefined : methodNotAllowed(request)));
}
