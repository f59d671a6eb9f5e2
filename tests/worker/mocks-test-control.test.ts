import { Router, type IRequest } from 'itty-router';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../mocks/env';
import type { MockRouter } from '../../mocks/http';
import { registerTestControlRoutes } from '../../mocks/routes/test-control';

const router: MockRouter = Router<IRequest, [Env, ExecutionContext]>();
registerTestControlRoutes(router);

const post = (path: string, env: Partial<Env>) =>
  router.fetch(new Request(`https://mocks.internal${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), env as Env, {} as ExecutionContext);

const PATHS = ['/__test/token/age', '/__test/auth-code/age', '/__test/consumer', '/__test/cart/0123456789abcdef0123456789abcdef/age', '/__test/cart/0123456789abcdef0123456789abcdef/reassign'];

describe('registerTestControlRoutes', () => {
  it.each(PATHS)('answers %s as a path that does not exist unless MOCKS_TEST_CONTROL is on', async (path) => {
    for (const env of [{}, { MOCKS_TEST_CONTROL: 'off' }]) {
      const response = await post(path, env);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { errorDetails: Array<{ errorId: string }> }).errorDetails[0]?.errorId).toBe('API404');
    }
  });

  it('hands a call to the control when MOCKS_TEST_CONTROL is on', async () => {
    // The body lacks the token, so the control refuses it before touching the database.
    const response = await post('/__test/token/age', { MOCKS_TEST_CONTROL: 'on' });
    expect(response.status).toBe(400);
  });
});
