import { Router, type IRequest, type RouterOptions } from 'itty-router';
import { describe, expect, it } from 'vitest';
import type { Env } from './env';
import type { MockRouter } from './http';
import { indexedByFirstSegment } from './route-index';

const options: RouterOptions<IRequest, [Env, ExecutionContext]> = { finally: [(response: Response | undefined) => response ?? new Response('none', { status: 404 })] };

/** A router whose handlers record the order they ran in and answer only where `answers` says. */
function routes(): { router: MockRouter; ran: string[] } {
  const ran: string[] = [];
  const router = Router<IRequest, [Env, ExecutionContext]>(options) as MockRouter;
  const step = (name: string, answers = false) => (request: IRequest) => {
    ran.push(`${name}${JSON.stringify(request.params)}`);
    return answers ? new Response(name) : undefined;
  };
  router
    .all('*', step('any'))
    .get('/cart/v1/cart/:basketId', step('cart', true))
    .get('/cart/*', step('cart-wildcard', true))
    .post('/cart/v1/cart/:basketId', step('cart-post', true))
    .get('/:group/v2/things', step('grouped', true))
    .get('/products/v2/catalog', step('catalog', true))
    .get('/', step('root', true))
    .all('*', step('last', true));
  return { router, ran };
}

async function both(method: string, path: string) {
  const full = routes();
  const indexed = routes();
  const request = () => new Request(`http://mocks${path}`, { method });
  const env = {} as Env;
  const ctx = {} as ExecutionContext;
  const fromFull = await full.router.fetch(request(), env, ctx);
  const fromIndexed = await indexedByFirstSegment(indexed.router, options)(request(), env, ctx);
  return { full: { body: await fromFull.text(), ran: full.ran }, indexed: { body: await fromIndexed.text(), ran: indexed.ran } };
}

describe('indexedByFirstSegment', () => {
  it('answers every path as the full router does, running the same handlers in the same order', async () => {
    const cases: Array<[string, string]> = [
      ['GET', '/cart/v1/cart/abc'],
      ['POST', '/cart/v1/cart/abc'],
      ['GET', '/cart/other'],
      ['GET', '/cart'],
      ['GET', '/cart/'],
      ['GET', '/products/v2/catalog'],
      ['GET', '/products/v2/things'],
      ['GET', '/unknown/v2/things'],
      ['GET', '/unknown'],
      ['GET', '/'],
      ['DELETE', '/products/v2/catalog'],
    ];
    for (const [method, path] of cases) {
      const { full, indexed } = await both(method, path);
      expect([method, path, indexed]).toEqual([method, path, full]);
    }
  });
});
