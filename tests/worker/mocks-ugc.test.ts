import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { CatalogResponseSchema } from '../../shared/catalogue/schemas/catalog';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { FavoritesSchema, FavoritesShareSchema } from '../../shared/account/schemas/favorites';
import { NotificationResponseSchema } from '../../shared/catalogue/schemas/inventory';
import { ProductSetSchema, ProductSetsResponseSchema, SizeChartSchema } from '../../shared/catalogue/schemas/product-sets';
import { ProductSchema } from '../../shared/catalogue/schemas/product';
import { REVIEW_BODY_MAX, REVIEW_SORTS } from '../../shared/catalogue/reviews-limits';
import { FlagResponseSchema, QuestionCreatedSchema, QuestionListSchema, ReviewCreatedSchema, ReviewListSchema, TranslationSchema, VoteResponseSchema, type Review, type ReviewList } from '../../shared/catalogue/schemas/reviews';
import type { Env } from '../../worker/env';
import { generateReviews, translateText } from '../../mocks/data/reviews';
import { errorIdOf, request as anonymousRequest, shopper, type Shopper } from './helpers';

// Reviews, Q&A, votes, flags, translate, notifications, product sets, size charts and
// favourites, through the storefront's /api proxy (which holds each shopper's session and sends
// its id as x-usid and its token as Authorization).

const config = env as unknown as Env;

/** A fresh shopper per test: D1 state may outlive a test, sessions must not collide. */
const session = () => `t${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
/**
 * Each named shopper is a browser with a cookie jar. It starts out as a guest of before the
 * sealed session (only the old rl_usid cookie), so every test here also covers that guest
 * keeping their votes and lists once the worker folds the id into a session.
 */
const browsers = new Map<string, Shopper>();
const SHOPPER_HEADER = 'x-test-shopper';
const as = (usid: string | undefined, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...(usid ? { [SHOPPER_HEADER]: usid } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
});
function request(path: string, init: RequestInit = {}): Promise<Response> {
  const usid = new Headers(init.headers).get(SHOPPER_HEADER);
  if (!usid) return anonymousRequest(path, init);
  let browser = browsers.get(usid);
  if (!browser) browsers.set(usid, (browser = shopper({ rl_usid: usid })));
  return browser.fetch(path, init);
}
const post = (usid: string | undefined, body: unknown, method = 'POST') => as(usid, { method, body: JSON.stringify(body) });

/** Straight to the mocks worker, for what the proxy does not (yet) expose or decides itself. */
function mocks(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-auth-access', config.AUTH_ACCESS_KEY);
  if (init.body) headers.set('content-type', 'application/json');
  return config.MOCKS.fetch(`https://mocks.test${path}`, { ...init, headers });
}

async function reviewsOf(productId: string, query: string, usid?: string): Promise<ReviewList> {
  const response = await request(`/api/products/v1/products/${productId}/reviews?${query}`, as(usid));
  expect(response.status).toBe(200);
  return ReviewListSchema.parse(await response.json());
}

let productIds: string[] = [];
/** A product with enough reviews to page through. */
let reviewed = '';

beforeAll(async () => {
  const response = await request('/api/products/v2/catalog?categoryId=10101&count=48');
  expect(response.status).toBe(200);
  productIds = CatalogResponseSchema.parse(await response.json()).products.map((tile) => tile.id);
  reviewed = productIds.find((id) => generateReviews(id).length >= 25) ?? '';
  expect(reviewed).not.toBe('');
});

describe('reviews', () => {
  it('pages through every review once, in each sort order, with a consistent summary', async () => {
    for (const sort of REVIEW_SORTS) {
      const seen: Review[] = [];
      let list: ReviewList;
      let start = 0;
      do {
        list = await reviewsOf(reviewed, `sort=${sort}&start=${start}&count=7`);
        expect(list.sort).toBe(sort);
        expect(list.start).toBe(start);
        expect(list.count).toBe(list.reviews.length);
        seen.push(...list.reviews);
        start += 7;
      } while (start < list.total);
      expect(seen).toHaveLength(list.total);
      expect(new Set(seen.map((review) => review.reviewId)).size).toBe(list.total);
      expect(list.distribution.reduce((a, b) => a + b, 0)).toBe(list.total);
      const mean = seen.reduce((sum, review) => sum + review.rating, 0) / seen.length;
      expect(list.averageRating).toBe(Math.round(mean * 10) / 10);
      const pairs = seen.slice(1).map((review, i) => [seen[i] as Review, review] as const);
      for (const [a, b] of pairs) {
        if (sort === 'newest') expect(a.createdAt >= b.createdAt).toBe(true);
        if (sort === 'oldest') expect(a.createdAt <= b.createdAt).toBe(true);
        if (sort === 'highest') expect(a.rating).toBeGreaterThanOrEqual(b.rating);
        if (sort === 'lowest') expect(a.rating).toBeLessThanOrEqual(b.rating);
        if (sort === 'helpful') expect(a.helpfulCount).toBeGreaterThanOrEqual(b.helpfulCount);
      }
    }
  });

  it('defaults to 10 newest, caps count at 50 and rejects a bad sort or product', async () => {
    const first = await reviewsOf(reviewed, '');
    expect(first.sort).toBe('newest');
    expect(first.reviews.length).toBe(Math.min(10, first.total));
    expect((await reviewsOf(reviewed, 'count=500')).reviews.length).toBe(Math.min(50, first.total));

    const badSort = await request(`/api/products/v1/products/${reviewed}/reviews?sort=best`);
    expect(badSort.status).toBe(400);
    expect(await errorIdOf(badSort)).toBe('API400');
    const unknown = await request('/api/products/v1/products/ZZ999999/reviews');
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('API404');
  });

  it('counts one vote per shopper, replaces it on a second vote and remembers it after reload', async () => {
    const alice = session();
    const bob = session();
    const before = await reviewsOf(reviewed, 'sort=oldest&count=1', alice);
    const review = before.reviews[0] as Review;
    expect(review.myVote).toBeNull();
    const votePath = `/api/products/v1/products/${reviewed}/review/${review.reviewId}/vote`;

    const vote = async (usid: string, helpful: boolean) => {
      const response = await request(votePath, post(usid, { helpful }));
      expect(response.status).toBe(200);
      return VoteResponseSchema.parse(await response.json());
    };
    expect(await vote(alice, true)).toMatchObject({ id: review.reviewId, helpfulCount: review.helpfulCount + 1, notHelpfulCount: review.notHelpfulCount, myVote: 'helpful' });
    expect(await vote(alice, true)).toMatchObject({ helpfulCount: review.helpfulCount + 1, notHelpfulCount: review.notHelpfulCount });
    expect(await vote(bob, true)).toMatchObject({ helpfulCount: review.helpfulCount + 2 });
    expect(await vote(alice, false)).toMatchObject({ helpfulCount: review.helpfulCount + 1, notHelpfulCount: review.notHelpfulCount + 1, myVote: 'not-helpful' });

    const reloaded = (await reviewsOf(reviewed, 'sort=oldest&count=1', alice)).reviews[0];
    expect(reloaded).toMatchObject({ reviewId: review.reviewId, helpfulCount: review.helpfulCount + 1, notHelpfulCount: review.notHelpfulCount + 1, myVote: 'not-helpful' });
    expect((await reviewsOf(reviewed, 'sort=oldest&count=1', bob)).reviews[0]?.myVote).toBe('helpful');
    // Without a session there is no "my" vote at all.
    expect((await reviewsOf(reviewed, 'sort=oldest&count=1')).reviews[0]).not.toHaveProperty('myVote');
  });

  it('refuses votes and flags without a session, and for reviews of another product', async () => {
    const reviewId = generateReviews(reviewed)[0]?.reviewId;
    for (const action of ['vote', 'flag']) {
      const anonymous = await mocks(`/products/v1/products/${reviewed}/review/${reviewId}/${action}`, { method: 'POST', body: JSON.stringify(action === 'vote' ? { helpful: true } : { reason: 'spam' }) });
      expect(anonymous.status).toBe(401);
      expect(await errorIdOf(anonymous)).toBe('AUT498');
    }
    // The products client-id check (products.ts) guards these routes too.
    const noClientId = await config.MOCKS.fetch(`https://mocks.test/products/v1/products/${reviewed}/reviews`);
    expect(noClientId.status).toBe(401);
    const other = productIds.find((id) => id !== reviewed) as string;
    const wrongProduct = await request(`/api/products/v1/products/${other}/review/${reviewId}/vote`, post(session(), { helpful: true }));
    expect(wrongProduct.status).toBe(404);
    const badBody = await request(`/api/products/v1/products/${reviewed}/review/${reviewId}/vote`, post(session(), { helpful: 'yes' }));
    expect(badBody.status).toBe(400);
    expect(await errorIdOf(badBody)).toBe('API400');
  });

  it('records a flag once per shopper', async () => {
    const reviewId = generateReviews(reviewed)[1]?.reviewId;
    const usid = session();
    for (const reason of ['spam', 'off-topic']) {
      const response = await request(`/api/products/v1/products/${reviewed}/review/${reviewId}/flag`, post(usid, { reason }));
      expect(response.status).toBe(200);
      expect(FlagResponseSchema.parse(await response.json())).toEqual({ reviewId, flagged: true });
    }
    const bad = await request(`/api/products/v1/products/${reviewed}/review/${reviewId}/flag`, post(usid, { reason: 'boring' }));
    expect(bad.status).toBe(400);
  });

  it('accepts a new review for moderation and rejects a body over the limit with REV410', async () => {
    const path = `/api/products/v1/products/${reviewed}/reviews`;
    const review = { rating: 4, title: 'Solid shell', body: 'Kept me dry on a wet week in the Lakes.', author: 'Sam T.' };
    const tooLong = await request(path, post(session(), { ...review, body: 'x'.repeat(REVIEW_BODY_MAX + 1) }));
    expect(tooLong.status).toBe(400);
    expect(ErrorResponseSchema.parse(await tooLong.json()).errorDetails[0]).toEqual({ errorId: 'REV410', message: 'Review max length exceeded' });
    const invalid = await request(path, post(session(), { ...review, rating: 6 }));
    expect(invalid.status).toBe(400);
    expect(await errorIdOf(invalid)).toBe('API400');

    const totalBefore = (await reviewsOf(reviewed, 'count=1')).total;
    const created = await request(path, post(session(), { ...review, body: 'y'.repeat(REVIEW_BODY_MAX) }));
    expect(created.status).toBe(201);
    expect(ReviewCreatedSchema.parse(await created.json()).status).toBe('pending');
    // Pending reviews wait for moderation: not listed, not counted.
    expect((await reviewsOf(reviewed, 'count=1')).total).toBe(totalBefore);
  });

  it('translates a seeded German, French or Norwegian review into readable text', async () => {
    const foreign = productIds.flatMap((id) => generateReviews(id)).find((review) => review.language !== 'en');
    expect(foreign).toBeDefined();
    const { reviewId, language, title, body } = foreign as NonNullable<typeof foreign>;
    const translate = (targetLanguage: string) => request(`/api/products/v1/review/${reviewId}/translate`, post(undefined, { targetLanguage }));

    const english = await translate('en');
    expect(english.status).toBe(200);
    const translation = TranslationSchema.parse(await english.json());
    expect(translation).toEqual({ reviewId, language: 'en', title: translateText(title, language as 'de', 'en'), body: translateText(body, language as 'de', 'en') });
    expect(translation.body).not.toBe(body);
    expect(translation.body).toMatch(/\b(the|it|I|and)\b/);

    const same = TranslationSchema.parse(await (await translate(language)).json());
    expect(same).toEqual({ reviewId, language, title, body });

    expect((await translate('xx')).status).toBe(400);
    const unknown = await request('/api/products/v1/review/ZZ999999-R01/translate', post(undefined, { targetLanguage: 'en' }));
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('API404');
  });
});

describe('questions and answers', () => {
  it('lists seeded questions with answers and counts an answer vote once per shopper', async () => {
    let productId = '';
    let list = QuestionListSchema.parse({ productId: '', total: 0, start: 0, questions: [] });
    for (const id of productIds) {
      list = QuestionListSchema.parse(await (await request(`/api/products/v1/products/${id}/reviews/questions`)).json());
      if (list.questions.some((question) => question.answers.length > 0)) {
        productId = id;
        break;
      }
    }
    expect(productId).not.toBe('');
    expect(list.total).toBeGreaterThanOrEqual(list.questions.length);
    const answer = list.questions.flatMap((question) => question.answers)[0] as NonNullable<(typeof list.questions)[number]['answers'][number]>;
    const usid = session();
    const votePath = `/api/products/v1/products/${productId}/review/${answer.answerId}/questions/vote`;
    for (let i = 0; i < 2; i++) {
      const response = await request(votePath, post(usid, { helpful: true }));
      expect(response.status).toBe(200);
      expect(VoteResponseSchema.parse(await response.json())).toMatchObject({ id: answer.answerId, helpfulCount: answer.helpfulCount + 1, myVote: 'helpful' });
    }
    const reloaded = QuestionListSchema.parse(await (await request(`/api/products/v1/products/${productId}/reviews/questions`, as(usid))).json());
    expect(reloaded.questions.flatMap((question) => question.answers).find((a) => a.answerId === answer.answerId)).toMatchObject({ helpfulCount: answer.helpfulCount + 1, myVote: 'helpful' });

    const paged = QuestionListSchema.parse(await (await request(`/api/products/v1/products/${productId}/reviews/questions?start=1&count=1`)).json());
    expect(paged.questions.map((question) => question.questionId)).toEqual(list.questions.slice(1, 2).map((question) => question.questionId));
  });

  it('takes a new question for moderation and rejects an invalid email with AUT453', async () => {
    const path = `/api/products/v1/products/${reviewed}/reviews/questions`;
    const question = { text: 'Does this jacket pack into its own pocket?', author: 'Kim L.', email: 'kim@example.com' };
    const badEmail = await request(path, post(session(), { ...question, email: 'kim@example' }));
    expect(badEmail.status).toBe(400);
    expect(ErrorResponseSchema.parse(await badEmail.json()).errorDetails[0]).toEqual({ errorId: 'AUT453', message: 'Email is not valid' });

    const before = QuestionListSchema.parse(await (await request(path)).json()).total;
    const created = await request(path, post(session(), question));
    expect(created.status).toBe(201);
    expect(QuestionCreatedSchema.parse(await created.json()).status).toBe('pending');
    expect(QuestionListSchema.parse(await (await request(path)).json()).total).toBe(before);
  });
});

describe('back-in-stock notifications', () => {
  it('subscribes idempotently and validates email, product and sku', async () => {
    const productId = productIds[0] as string;
    const product = ProductSchema.parse(await (await request(`/api/products/v2/products/${productId}/details`)).json());
    const sku = `${productId}${product.attributes.color.options[0]?.code}-${product.attributes.size.options[0]?.code}`;
    const body = { email: 'Notify.Me@Example.com', productId, sku };
    for (let i = 0; i < 2; i++) {
      const response = await request('/api/products/v1/notifications', post(undefined, body, 'PUT'));
      expect(response.status).toBe(200);
      expect(NotificationResponseSchema.parse(await response.json())).toEqual({ productId, sku, email: 'notify.me@example.com', subscribed: true });
    }
    const cases: Array<[unknown, number, string]> = [
      [{ ...body, email: 'not-an-email' }, 400, 'AUT453'],
      [{ ...body, productId: 'ZZ999999', sku: 'ZZ999999001-M' }, 404, 'API404'],
      [{ ...body, sku: `${productIds[1]}001-M` }, 404, 'ORD404'],
      [{ ...body, sku: `${productId}999-${product.attributes.size.options[0]?.code}` }, 404, 'ORD404'],
      [{ ...body, sku: 'nonsense' }, 400, 'API400'],
    ];
    for (const [payload, status, errorId] of cases) {
      const response = await request('/api/products/v1/notifications', post(undefined, payload, 'PUT'));
      expect(response.status).toBe(status);
      expect(await errorIdOf(response)).toBe(errorId);
    }
  });
});

describe('product sets', () => {
  it('lists the looks a product belongs to and serves each with tiles for the site', async () => {
    const set = ProductSetSchema.parse(await (await request('/api/products/v2/products/PS-M01/productSet')).json());
    expect(set.productSetId).toBe('PS-M01');
    expect(set.products.length).toBeGreaterThanOrEqual(4);
    expect(set.products[0]?.price.currency).toBe('USD');
    const member = set.products[0]?.id as string;
    const sets = ProductSetsResponseSchema.parse(await (await request(`/api/products/v2/products/${member}/productSets`)).json());
    expect(sets.productSets.map((s) => s.productSetId)).toContain('PS-M01');

    const norwegian = ProductSetSchema.parse(await (await mocks('/products/v2/products/PS-M01/productSet?locale=nb-no')).json());
    expect(norwegian.products[0]?.price.currency).toBe('NOK');
    expect(norwegian.products[0]?.url.startsWith('/nb-no/')).toBe(true);

    const unknown = await request('/api/products/v2/products/PS-X99/productSet');
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('PLP400');
    const missingProduct = await request('/api/products/v2/products/ZZ999999/productSets');
    expect(missingProduct.status).toBe(404);
  });
});

describe('size charts', () => {
  it('serves a chart per product family and 404s an unknown type', async () => {
    // The storefront serves the content backend's size-chart/{productType} as /fapi/size-chart/{productType}.
    for (const type of ['jacket', 'boot', 'pack', 'sleepingBag']) {
      const response = await request(`/fapi/size-chart/${type}`);
      expect(response.status).toBe(200);
      const chart = SizeChartSchema.parse(await response.json());
      expect(chart.productType).toBe(type);
      expect(chart.columns.some((column) => column.endsWith('(in)'))).toBe(true);
    }
    const unknown = await request('/fapi/size-chart/skis');
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('API404');
  });
});

describe('favorites', () => {
  const list = async (usid: string | undefined, query = '') => {
    const response = await request(`/api/wishlists/v2/favorites${query}`, as(usid));
    expect(response.status).toBe(200);
    return FavoritesSchema.parse(await response.json());
  };
  const add = async (usid: string, id: string, favoriteId: string | null = null) => {
    const response = await request('/api/wishlists/v2/favorites', post(usid, { id, qty: 1, itemType: 'product', favoriteId }));
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('adds, lists newest first, dedupes, deletes and shares one session list', async () => {
    const alice = session();
    expect(await list(alice)).toEqual({ favoriteId: null, total: 0, start: 0, items: [] });
    const [p1, p2, p3] = productIds as [string, string, string];

    const first = FavoritesSchema.parse((await add(alice, p1)).body);
    expect(first.favoriteId).toMatch(/^FAV/);
    const favoriteId = first.favoriteId as string;
    await add(alice, p2, favoriteId);
    await add(alice, p3, favoriteId);
    const again = await add(alice, p1, favoriteId);
    expect(again.status).toBe(200);

    const all = await list(alice);
    expect(all.favoriteId).toBe(favoriteId);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.id)).toEqual([p3, p2, p1]);
    expect(all.items[0]?.product?.id).toBe(p3);
    expect((await list(alice, '?start=1&count=1')).items.map((item) => item.id)).toEqual([p2]);

    const itemId = all.items.find((item) => item.id === p2)?.itemId as string;
    const removed = await request(`/api/wishlists/v2/favorites/${favoriteId}/items/${itemId}`, as(alice, { method: 'DELETE' }));
    expect(removed.status).toBe(200);
    expect(FavoritesSchema.parse(await removed.json()).items.map((item) => item.id)).toEqual([p3, p1]);
    const gone = await request(`/api/wishlists/v2/favorites/${favoriteId}/items/${itemId}`, as(alice, { method: 'DELETE' }));
    expect(gone.status).toBe(404);
    expect(await errorIdOf(gone)).toBe('PLP400');

    // Not shared yet: nobody can read it by id.
    expect((await request(`/api/wishlists/v2/favorites/${favoriteId}/share`)).status).toBe(404);
    const share = await request(`/api/wishlists/v2/favorites/${favoriteId}/share`, post(alice, {}));
    expect(share.status).toBe(200);
    const { url } = FavoritesShareSchema.parse(await share.json());
    expect(url).toMatch(new RegExp(`^/[a-z]{2}-[a-z]{2}/favorites\\?share=${favoriteId}$`));
    const shared = await request(`/api/wishlists/v2/favorites/${favoriteId}/share`);
    expect(shared.status).toBe(200);
    expect(FavoritesSchema.parse(await shared.json()).items.map((item) => item.id)).toEqual([p3, p1]);
  });

  it('keeps two sessions apart', async () => {
    const alice = session();
    const bob = session();
    const aliceList = FavoritesSchema.parse((await add(alice, productIds[4] as string)).body);
    const favoriteId = aliceList.favoriteId as string;
    const itemId = aliceList.items[0]?.itemId as string;

    expect(await list(bob)).toMatchObject({ favoriteId: null, total: 0, items: [] });
    const bobList = FavoritesSchema.parse((await add(bob, productIds[5] as string)).body);
    expect(bobList.favoriteId).not.toBe(favoriteId);
    expect(bobList.items.map((item) => item.id)).toEqual([productIds[5]]);

    for (const response of [
      await request(`/api/wishlists/v2/favorites/${favoriteId}/items/${itemId}`, as(bob, { method: 'DELETE' })),
      await request(`/api/wishlists/v2/favorites/${favoriteId}/share`, post(bob, {})),
    ]) {
      expect(response.status).toBe(403);
      // The refusal the basket gives another consumer, code included.
      expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]).toMatchObject({ errorId: 'INVALID_CUSTOMER', code: 'AUT498' });
    }
    expect((await add(bob, productIds[6] as string, favoriteId)).status).toBe(403);
    expect((await list(alice)).items.map((item) => item.id)).toEqual([productIds[4]]);
  });

  it('answers an empty list without a session, refuses changes without a token, and validates input', async () => {
    expect(await list(undefined)).toEqual({ favoriteId: null, total: 0, start: 0, items: [] });
    const anonymous = await mocks('/wishlists/v2/favorites', { method: 'POST', body: JSON.stringify({ id: productIds[0], qty: 1, itemType: 'product' }) });
    expect(anonymous.status).toBe(401);
    expect(await errorIdOf(anonymous)).toBe('AUT432');
    // The session id alone no longer owns a list: only the token's consumer does.
    const byIdOnly = await mocks('/wishlists/v2/favorites', { method: 'POST', headers: { 'x-usid': session() }, body: JSON.stringify({ id: productIds[0], qty: 1, itemType: 'product' }) });
    expect(byIdOnly.status).toBe(401);
    const usid = session();
    expect((await add(usid, 'not-a-product')).status).toBe(400);
    const unknown = await add(usid, 'ZZ999999');
    expect(unknown.status).toBe(404);
    expect(ErrorResponseSchema.parse(unknown.body).errorDetails[0]?.errorId).toBe('PLP400');
    // Saved for later is the cart's: it belongs to a token's consumer, not to a session id.
    const byUsid = await mocks('/wishlists/v2/saveForLater', { headers: { 'x-usid': usid } });
    expect(byUsid.status).toBe(401);
    expect(await errorIdOf(byUsid)).toBe('AUT432');
    // Through the storefront, the old guest id becomes a session with a token: a list of its own, still empty.
    const favourites = await request('/api/wishlists/v2/favorites', as(usid));
    expect(favourites.status).toBe(200);
    expect(FavoritesSchema.parse(await favourites.json())).toMatchObject({ total: 0, start: 0, items: [] });
  });
});
