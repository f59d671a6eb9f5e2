import { formatMoney } from '../../shared/format/money';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { OrderSchema, PurchaseHistorySchema, ResendGiftCardEmailSchema, TrackedOrderSchema } from '../../shared/checkout/schemas/orders';
import { ReturnSchema } from '../../shared/account/schemas/returns';
import type { Env } from '../../worker/env';
import { sealSession, SESSION_COOKIE } from '../../worker/session/session';
import { errorIdOf, ORIGIN, recordingMocks, shopper, testAddress, type Shopper } from './helpers';
import { registeredSession } from './registered';

const config = env as unknown as Env;
const SAME_ORIGIN = { origin: ORIGIN };

/** A signed-in shopper's browser, and their access token for arranging orders through the mocks' test control. */
async function signedIn(email: string): Promise<Shopper & { placeOrder(order: { status?: string; daysAgo?: number; giftCard?: boolean }): Promise<string> }> {
  const session = await registeredSession(email);
  const browser = shopper({ [SESSION_COOKIE]: await sealSession(config.SESSION_SECRET, session) });
  return {
    ...browser,
    async placeOrder(order) {
      const response = await config.MOCKS.fetch('https://mocks.internal/__test/orders?locale=en-us', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify(order),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { orderNo: string }).orderNo;
    },
  };
}

const post = (browser: Shopper, path: string, body?: unknown) => browser.fetch(path, { method: 'POST', headers: SAME_ORIGIN, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('order history', () => {
  it('pages the shopper’s orders newest first, with the total', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const first = PurchaseHistorySchema.parse(await (await alex.fetch('/fapi/account/orders?offset=0&limit=10')).json());
    const last = PurchaseHistorySchema.parse(await (await alex.fetch('/fapi/account/orders?offset=20&limit=10')).json());
    expect(first.total).toBeGreaterThanOrEqual(24);
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0]?.orderNumber).toBe('RL10000001');
    const dates = first.orders.map((order) => order.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(last.orders.length).toBe(first.total - 20);
    expect(new Set([...first.orders, ...last.orders].map((order) => order.orderNumber)).size).toBe(10 + last.orders.length);
  });

  it('refuses a malformed page, and answers nothing without a session', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const bad = await alex.fetch('/fapi/account/orders?limit=500');
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
    const anonymous = await shopper().fetch('/fapi/account/orders');
    expect(anonymous.status).toBe(401);
  });
});

describe('order detail', () => {
  it('shows the shopper’s own order with its lines, shipments and totals', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const response = await alex.fetch('/fapi/account/orders/RL10000002');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const order = OrderSchema.parse(await response.json());
    expect(order.st).toBe('shipped');
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.shipments[0]?.trackingNumber).toMatch(/^1Z/);
    const lines = order.items.reduce((sum, item) => sum + item.rowTotal, 0);
    expect(order.totals.itemTotal).toBeCloseTo(lines, 2);
    expect(order.totals.total).toBeCloseTo(order.totals.itemTotal + order.totals.shipping + order.totals.tax, 2);
  });

  it('answers another shopper’s order as not found, through the API and as a page', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const api = await alex.fetch('/fapi/account/orders/RL10000101');
    expect(api.status).toBe(404);
    expect(await errorIdOf(api)).toBe('OHS4004');
    expect(await (await alex.fetch('/fapi/account/orders/RL10000001')).text()).not.toContain('lena');
    const page = await alex.fetch('/en-us/account/orders/RL10000101');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('RL10000101</');
  });
});

describe('order tracking', () => {
  it('shows a guest’s order to its email, whatever its case', async () => {
    const response = await post(shopper(), '/fapi/orders/track', { orderNumber: 'rl10000901', email: 'Sam.Rivera@example.com' });
    expect(response.status).toBe(200);
    const tracked = TrackedOrderSchema.parse(await response.json());
    expect(tracked).toMatchObject({ orderNumber: 'RL10000901', st: 'shipped' });
    expect(JSON.stringify(tracked)).not.toMatch(/billing|payment|Pearl/i);
  });

  it('answers ORD400 to another email and OHS4004’s twin ORD409 to an unknown number, with nothing of the order', async () => {
    const wrong = await post(shopper(), '/fapi/orders/track', { orderNumber: 'RL10000901', email: 'someone@example.com' });
    expect(wrong.status).toBe(400);
    const body = await wrong.text();
    expect(JSON.parse(body).errorDetails[0].errorId).toBe('ORD400');
    expect(body).not.toMatch(/shipped|Rivera|items/i);
    const unknown = await post(shopper(), '/fapi/orders/track', { orderNumber: 'RL99999999', email: 'sam.rivera@example.com' });
    expect(unknown.status).toBe(404);
    expect(await errorIdOf(unknown)).toBe('ORD409');
    const malformed = await post(shopper(), '/fapi/orders/track', { orderNumber: '12', email: 'nope' });
    expect(malformed.status).toBe(400);
    expect(await errorIdOf(malformed)).toBe('API400');
  });

  it('limits guesses per client address: the eleventh in ten minutes is 429', async () => {
    const guesser = shopper({}, testAddress());
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post(guesser, '/fapi/orders/track', { orderNumber: `RL1234567${attempt}`, email: 'guess@example.com' })).status).toBe(404);
    }
    const limited = await post(guesser, '/fapi/orders/track', { orderNumber: 'RL10000901', email: 'sam.rivera@example.com' });
    expect(limited.status).toBe(429);
    expect(await errorIdOf(limited)).toBe('API429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(shopper({}, testAddress()), '/fapi/orders/track', { orderNumber: 'RL10000901', email: 'sam.rivera@example.com' })).status).toBe(200);
  });
});

describe('cancelling an order', () => {
  it('cancels one that has not shipped, once', async () => {
    const ivan = await signedIn('ivan.petrov@example.com');
    const orderNo = await ivan.placeOrder({ status: 'created' });
    const cancelled = await post(ivan, `/fapi/account/orders/${orderNo}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(OrderSchema.parse(await cancelled.json())).toMatchObject({ st: 'cancelled', actions: { cancel: false } });
    const again = await post(ivan, `/fapi/account/orders/${orderNo}/cancel`);
    expect(again.status).toBe(409);
    expect(await errorIdOf(again)).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('refuses a shipped order, another shopper’s, and a cross-site request', async () => {
    const ivan = await signedIn('ivan.petrov@example.com');
    const shipped = await ivan.placeOrder({ status: 'shipped', daysAgo: 1 });
    const refused = await post(ivan, `/fapi/account/orders/${shipped}/cancel`);
    expect(refused.status).toBe(409);
    const created = await ivan.placeOrder({ status: 'created' });
    const pat = await signedIn('pat.quinn@example.com');
    const theirs = await post(pat, `/fapi/account/orders/${created}/cancel`);
    expect(theirs.status).toBe(404);
    expect(await errorIdOf(theirs)).toBe('OHS4004');
    const crossSite = await ivan.fetch(`/fapi/account/orders/${created}/cancel`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await errorIdOf(crossSite)).toBe('API403');
    expect(OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${created}`)).json()).st).toBe('created');
  });
});

describe('returns', () => {
  it('records a return of chosen items with a reason, lists it on the order, and serves its label PDF to the owner only', async () => {
    const ivan = await signedIn('ivan.petrov@example.com');
    const orderNo = await ivan.placeOrder({ status: 'delivered', daysAgo: 5 });
    const order = OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${orderNo}`)).json());
    const line = order.items.find((item) => !item.digital)!;
    const made = await post(ivan, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: line.itemId, qty: 1 }], reason: 'TOO_SMALL' });
    expect(made.status).toBe(200);
    const entry = ReturnSchema.parse(await made.json());
    expect(entry).toMatchObject({ orderId: orderNo, state: 'LABEL_CREATED', reason: 'TOO_SMALL', items: [{ itemId: line.itemId, name: line.name, qty: 1 }] });
    expect(OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${orderNo}`)).json()).returns).toEqual([entry]);

    const label = await ivan.fetch(`/fapi/account/orders/${orderNo}/returns/${entry.returnId}/label`);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('content-disposition')).toBe(`inline; filename="ridgeline-return-label-${entry.returnId}.pdf"`);
    expect(label.headers.get('cache-control')).toBe('private, no-store');
    const text = checkPdf(new Uint8Array(await label.arrayBuffer()));
    expect(text).toContain(`(Return ${entry.returnId} - order ${orderNo})`);
    expect(text).toContain(`(Tracking ${entry.trackingNumber})`);
    expect(text).toContain(`(1 x ${line.name})`);
    // The barcode: filled rectangles.
    expect(text.match(/ re\n/g)?.length).toBeGreaterThan(20);

    const alex = await signedIn('alex.morgan@example.com');
    for (const response of [await alex.fetch(`/fapi/account/orders/${orderNo}/returns/${entry.returnId}/label`), await post(alex, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: line.itemId, qty: 1 }], reason: 'DAMAGED' })]) {
      expect(response.status).toBe(404);
      expect(await errorIdOf(response)).toBe('OHS4004');
    }
    expect((await ivan.fetch(`/fapi/account/orders/${orderNo}/returns/RT99999999-1/label`)).status).toBe(404);
  });

  it('refuses more of a line than was delivered and not yet returned, with the catalogue’s return code, and records nothing', async () => {
    const ivan = await signedIn('ivan.petrov@example.com');
    const orderNo = await ivan.placeOrder({ status: 'delivered', daysAgo: 5 });
    const line = OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${orderNo}`)).json()).items.find((item) => !item.digital)!;
    const tooMany = await post(ivan, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: line.itemId, qty: line.qty + 1 }], reason: 'TOO_LARGE' });
    expect(tooMany.status).toBe(409);
    expect(await errorIdOf(tooMany)).toBe('RTN500');
    expect((await post(ivan, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: line.itemId, qty: line.qty }], reason: 'TOO_LARGE' })).status).toBe(200);
    const again = await post(ivan, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: line.itemId, qty: 1 }], reason: 'TOO_LARGE' });
    expect(again.status).toBe(409);
    expect(await errorIdOf(again)).toBe('RTN500');
    const unknown = await post(ivan, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: 'NOT-ON-ORDER', qty: 1 }], reason: 'TOO_LARGE' });
    expect(unknown.status).toBe(400);
    expect(await errorIdOf(unknown)).toBe('RTN500');
    expect(OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${orderNo}`)).json()).returns).toHaveLength(1);
  });

  it.each([
    ['no items', { items: [], reason: 'TOO_SMALL' }],
    ['a zero quantity', { items: [{ itemId: 'L1', qty: 0 }], reason: 'TOO_SMALL' }],
    ['a reason not on the list', { items: [{ itemId: 'L1', qty: 1 }], reason: 'BORED' }],
    ['an item twice', { items: [{ itemId: 'L1', qty: 1 }, { itemId: 'L1', qty: 1 }], reason: 'TOO_SMALL' }],
    ['an unknown field', { items: [{ itemId: 'L1', qty: 1 }], reason: 'TOO_SMALL', refund: 'cash' }],
  ])('answers 400 API400 for %s, before asking the backend', async (_name, body) => {
    const ivan = await signedIn('ivan.petrov@example.com');
    const response = await post(ivan, '/fapi/account/orders/RL10000201/returns', body);
    expect(response.status).toBe(400);
    expect(await errorIdOf(response)).toBe('API400');
  });

  it('answers RTN500 for an order past its window or not delivered yet', async () => {
    const ivan = await signedIn('ivan.petrov@example.com');
    for (const order of [{ status: 'delivered', daysAgo: 90 }, { status: 'created' }]) {
      const orderNo = await ivan.placeOrder(order);
      const line = OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${orderNo}`)).json()).items[0]!;
      const response = await post(ivan, `/fapi/account/orders/${orderNo}/returns`, { items: [{ itemId: line.itemId, qty: 1 }], reason: 'CHANGED_MIND' });
      expect(response.status).toBe(409);
      expect(await errorIdOf(response)).toBe('RTN500');
    }
  });
});

/** The PDF's objects must sit at the offsets its cross-reference table gives. */
function checkPdf(bytes: Uint8Array): string {
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref).split('\n');
  expect(table[0]).toBe('xref');
  const count = Number(table[1]?.split(' ')[1]);
  for (let id = 1; id < count; id++) {
    const offset = Number(table[2 + id]?.slice(0, 10));
    expect(text.slice(offset).startsWith(`${id} 0 obj`)).toBe(true);
  }
  return text;
}

describe('invoice', () => {
  it('downloads the order’s invoice as a well-formed PDF naming the order and its total', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const order = OrderSchema.parse(await (await alex.fetch('/fapi/account/orders/RL10000003')).json());
    const response = await alex.fetch('/fapi/account/orders/RL10000003/invoice');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ridgeline-invoice-RL10000003.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = checkPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('(Invoice for order RL10000003)');
    // The amount as the US shop writes it on its pages.
    expect(text).toContain(`(Total: ${formatMoney(order.totals.total, { currency: 'USD', language: 'en' })})`);
  });

  it('gives nothing of another shopper’s order', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const response = await alex.fetch('/fapi/account/orders/RL10000101/invoice');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});

describe('gift card email', () => {
  it('sends an e-gift card’s email again, and refuses a line that is none', async () => {
    const alex = await signedIn('alex.morgan@example.com');
    const order = OrderSchema.parse(await (await alex.fetch('/fapi/account/orders/RL10000003')).json());
    const gift = order.items.find((item) => item.giftOption);
    const plain = order.items.find((item) => !item.digital);
    const sent = await post(alex, `/fapi/account/orders/RL10000003/gift-cards/${gift?.itemId}/resend`);
    expect(ResendGiftCardEmailSchema.parse(await sent.json())).toMatchObject({ itemId: gift?.itemId, email: 'robin.friend@example.com' });
    const refused = await post(alex, `/fapi/account/orders/RL10000003/gift-cards/${plain?.itemId}/resend`);
    expect(refused.status).toBe(404);
    expect(await errorIdOf(refused)).toBe('GIFT_CARD_NOT_FOUND');
  });
});

describe('two shoppers at once', () => {
  it('never serves one shopper’s orders to the other over 50 concurrent rounds', async () => {
    const [alex, lena] = await Promise.all([signedIn('alex.morgan@example.com'), signedIn('lena.larsen@example.com')]);
    const own = { alex: /^RL1000000\d$|^RL1000001\d$|^RL1000002[0-4]$/, lena: /^RL1000010\d$/ };
    const round = async (i: number) => {
      const [alexHistory, lenaHistory, alexDetail, lenaDetail, alexPeek, lenaPeek, alexLabel, lenaLabel] = await Promise.all([
        alex.fetch(`/fapi/account/orders?offset=${i % 3}&limit=5`),
        lena.fetch(`/fapi/account/orders?offset=0&limit=${1 + (i % 4)}`),
        alex.fetch('/fapi/account/orders/RL10000003'),
        lena.fetch('/fapi/account/orders/RL10000101'),
        alex.fetch('/fapi/account/orders/RL10000101'),
        lena.fetch('/fapi/account/orders/RL10000003/invoice'),
        alex.fetch('/fapi/account/orders/RL10000101/returns/RT10000101-1/label'),
        lena.fetch('/fapi/account/orders/RL10000003/returns/RT10000003-1/label'),
      ]);
      for (const order of PurchaseHistorySchema.parse(await alexHistory.json()).orders) expect(order.orderNumber).toMatch(own.alex);
      for (const order of PurchaseHistorySchema.parse(await lenaHistory.json()).orders) expect(order.orderNumber).toMatch(own.lena);
      expect(OrderSchema.parse(await alexDetail.json()).billingAddress.lastName).toBe('Morgan');
      expect(OrderSchema.parse(await lenaDetail.json()).billingAddress.lastName).toBe('Larsen');
      expect(alexPeek.status).toBe(404);
      expect(lenaPeek.status).toBe(404);
      expect(alexLabel.status).toBe(404);
      expect(lenaLabel.status).toBe(404);
      await Promise.all([alexPeek.body?.cancel(), lenaPeek.body?.cancel(), alexLabel.body?.cancel(), lenaLabel.body?.cancel()]);
    };
    await Promise.all(Array.from({ length: 50 }, (_, i) => round(i)));
    // 400 requests through both workers: give a loaded machine room.
  }, 60_000);
});

describe('the development order control', () => {
  it('places an order for the signed-in shopper alone, in the state asked for', async () => {
    const ivan = await signedIn('ivan.petrov@example.com');
    const placed = await post(ivan, '/fapi/test/orders', { status: 'created' });
    expect(placed.status).toBe(200);
    const { orderNo } = (await placed.json()) as { orderNo: string };
    expect(OrderSchema.parse(await (await ivan.fetch(`/fapi/account/orders/${orderNo}`)).json())).toMatchObject({ orderNumber: orderNo, st: 'created', actions: { cancel: true } });
    const pat = await signedIn('pat.quinn@example.com');
    expect((await pat.fetch(`/fapi/account/orders/${orderNo}`)).status).toBe(404);
  });

  it('refuses a guest, a malformed body and a cross-site request, and does not exist in production', async () => {
    const guest = await post(shopper(), '/fapi/test/orders', {});
    expect(guest.status).toBe(401);
    expect(await errorIdOf(guest)).toBe('AUT432');
    const ivan = await signedIn('ivan.petrov@example.com');
    const bad = await post(ivan, '/fapi/test/orders', { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
    const crossSite = await ivan.fetch('/fapi/test/orders', { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' });
    expect(crossSite.status).toBe(403);
    const { binding, calls } = recordingMocks();
    const production = await ivan.fetch('/fapi/test/orders', { method: 'POST', headers: SAME_ORIGIN, body: '{}' }, { MOCKS: binding, ENVIRONMENT: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length-0123' });
    expect(production.status).toBe(404);
    expect(await errorIdOf(production)).toBe('API404');
    expect(calls).toHaveLength(0);
  });
});
