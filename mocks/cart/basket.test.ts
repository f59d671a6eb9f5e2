import type { IRequest } from 'itty-router';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { currentSeedVersion } from '../db/seed-version';
import { openBasket, writeThenRead, type OpenBasket } from './basket';

/*
 * Every basket call and every cart page opens the basket, and each D1 call is a round trip (through
 * the local simulator, a costly one): opening costs one, with the readiness probe and the token's
 * owner in the basket's own batch. A fake D1 answers by statement and counts the round trips.
 */

// The migrations are SQL text modules, which only the workers runtime loads; none runs here.
vi.mock('../db/migrate', () => ({ MIGRATIONS: [{ name: '0001_init' }], applyMigrations: async () => undefined }));

const BASKET = 'b'.repeat(32);
const OWNER = 'C000000000000001';
const TOKEN = 'a'.repeat(43);

interface FakeOptions {
  /** The seed version the probe finds, one per probe in turn (the last one repeats). */
  versions?: string[];
  /** The token's consumer. */
  tokenOwner?: string;
  /** What every batch fails with, if anything. */
  batchError?: string;
}

function fakeDb({ versions = [currentSeedVersion()], tokenOwner = OWNER, batchError }: FakeOptions = {}) {
  const trips: string[] = [];
  let probes = 0;
  const now = Date.now();
  const rowsFor = (sql: string): Record<string, unknown>[] => {
    if (sql.includes('FROM seed_meta')) return [{ version: versions[Math.min(probes++, versions.length - 1)] }];
    if (sql.includes('FROM auth_tokens')) return [{ consumer_no: tokenOwner, type: 'Guest' }];
    if (sql.startsWith('SELECT c.*')) {
      const adjustment = { adjustment_id: 'a1', item_id: null, type: 'amount', value: 5, reason_code: 'PRICE_MATCH' };
      const basket = { id: BASKET, consumer_no: OWNER, kind: 'cart', site_id: 'RL_US', currency: 'USD', favorite_store_id: null, created_at: now, updated_at: now };
      return [{ ...basket, coupon_codes: '["SPRING10","WELCOME"]', adjustment_rows: JSON.stringify([adjustment]), save_for_later_id: 'sfl1' }];
    }
    if (sql.includes('FROM checkout_details')) return [{ status: 'open' }];
    if (sql.includes('FROM cart_items')) return [{ item_id: 'i1', sku: 'JK000001001-M', qty: 1, max_qty: 10, shipping_method: 'standard', store_id: '', gift_option: null, seq: 1 }];
    return [];
  };
  const statement = (sql: string) => ({
    sql,
    bind: () => statement(sql),
    async first() {
      trips.push(`first ${sql.slice(0, 30)}`);
      return rowsFor(sql)[0] ?? null;
    },
    async all() {
      trips.push(`all ${sql.slice(0, 30)}`);
      return { results: rowsFor(sql) };
    },
    async run() {
      trips.push(`run ${sql.slice(0, 30)}`);
      return { results: [] };
    },
  });
  const db = {
    prepare: statement,
    async batch(statements: Array<{ sql: string }>) {
      trips.push(`batch of ${statements.length}`);
      if (batchError) throw new Error(batchError);
      return statements.map(({ sql }) => ({ results: rowsFor(sql) }));
    },
  };
  return { env: { DB: db } as unknown as Env, trips };
}

function basketCall(token: string | null = TOKEN, query: Record<string, string> = {}): IRequest {
  const request = new Request(`https://mocks.internal/cart/v1/cart/${BASKET}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return Object.assign(request, { params: { basketId: BASKET }, query }) as unknown as IRequest;
}

describe('opening a basket', () => {
  it('costs one D1 round trip: the readiness probe, the token and the basket in one batch', async () => {
    const { env, trips } = fakeDb();
    const open = (await openBasket(basketCall(), env, BASKET)) as OpenBasket;
    expect(open.consumer).toEqual({ consumerNo: OWNER, type: 'Guest' });
    expect(open.state.items.map((item) => item.item_id)).toEqual(['i1']);
    expect(trips).toEqual(['batch of 4']);
  });

  it('reads the coupons, price adjustments and saved list in the basket row, and keeps them out of it', async () => {
    const { env } = fakeDb();
    const { state } = (await openBasket(basketCall(), env, BASKET)) as OpenBasket;
    expect(state.coupons).toEqual(['SPRING10', 'WELCOME']);
    expect(state.adjustments).toEqual([{ adjustment_id: 'a1', item_id: null, type: 'amount', value: 5, reason_code: 'PRICE_MATCH' }]);
    expect(state.saveForLaterId).toBe('sfl1');
    expect(Object.keys(state.cart).sort()).toEqual(['consumer_no', 'created_at', 'currency', 'favorite_store_id', 'id', 'kind', 'site_id', 'updated_at']);
  });

  it('still refuses a token of another consumer and a call without one', async () => {
    const other = fakeDb({ tokenOwner: 'C000000000000002' });
    expect((await openBasket(basketCall(), other.env, BASKET)) as Response).toHaveProperty('status', 403);
    const none = fakeDb();
    expect((await openBasket(basketCall(null), none.env, BASKET)) as Response).toHaveProperty('status', 401);
    expect(none.trips).toEqual([]);
  });

  it("refuses a call from another site than the basket's, naming the basket's own", async () => {
    const { env } = fakeDb();
    const refused = (await openBasket(basketCall(TOKEN, { locale: 'de-de' }), env, BASKET)) as Response;
    expect(refused.status).toBe(404);
    const body = (await refused.json()) as { errorDetails: Array<{ errorId: string; message: string }> };
    expect(body.errorDetails[0]).toMatchObject({ errorId: 'CART_NOT_FOUND', message: expect.stringContaining('RL_US') });
    expect(((await openBasket(basketCall(TOKEN, { siteId: 'RL_GB' }), env, BASKET)) as Response).status).toBe(404);
    expect(await openBasket(basketCall(TOKEN, { locale: 'en-us' }), env, BASKET)).toHaveProperty('state');
  });

  it('reads again once a database found behind its seed is ready', async () => {
    const { env, trips } = fakeDb({ versions: ['an older seed', currentSeedVersion()] });
    const open = (await openBasket(basketCall(), env, BASKET)) as OpenBasket;
    expect(open.consumer.consumerNo).toBe(OWNER);
    expect(trips).toEqual(['batch of 4', 'first SELECT version FROM seed_meta ', 'batch of 3']);
  });

  it('fails the one request when the database is busy, and starts no setup for it', async () => {
    const { env, trips } = fakeDb({ batchError: 'D1_ERROR: database is locked' });
    await expect(openBasket(basketCall(), env, BASKET)).rejects.toThrow(/database is locked/);
    expect(trips).toEqual(['batch of 4']);
  });

  it("reads the basket a write left in the write's own batch", async () => {
    const { env, trips } = fakeDb();
    const touch = env.DB.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(Date.now(), BASKET);
    const { state } = await writeThenRead(env.DB, BASKET, [touch]);
    expect(state?.items.map((item) => item.item_id)).toEqual(['i1']);
    expect(trips).toEqual(['batch of 3']);
  });

  it("reads what else the caller asks for in the write's own batch too", async () => {
    const { env, trips } = fakeDb();
    const touch = env.DB.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(Date.now(), BASKET);
    const details = env.DB.prepare('SELECT status FROM checkout_details WHERE cart_id = ?').bind(BASKET);
    const { state, written, alsoRead } = await writeThenRead(env.DB, BASKET, [touch], [details]);
    expect(state?.items.map((item) => item.item_id)).toEqual(['i1']);
    expect(written).toHaveLength(1);
    expect(alsoRead.map((read) => read.results)).toEqual([[{ status: 'open' }]]);
    expect(trips).toEqual(['batch of 4']);
  });
});
