import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VISITOR } from '../../../shared/decisions/personalisation';
import { EngineRequestSchema } from '../../../shared/decisions/personalisation/engine';
import { buildEngineRequest, type PageViewFacts } from './engine-request';
import { answerOf, decideBudgetMs, normaliseDecision } from './decide';
import { decisionForPage, personalisableIds, personalisationState } from './page-decision';
import { personalisedPageKey, showsPersonalised } from './personalised-pages';

const facts = (overrides: Partial<PageViewFacts> = {}): PageViewFacts => ({
  url: new URL('https://shop.test/en-us/p/scree-softshell-JK619948?color=001'),
  route: { pageType: 'product', productCode: 'JK619948', colorCode: '001' },
  channel: 'ECOMM',
  monetateId: '2.123.1700000000000',
  customerId: null,
  language: 'en-US',
  userAgent: 'Mozilla/5.0',
  referrer: null,
  screen: null,
  coordinates: null,
  visitor: ANONYMOUS_VISITOR,
  ...overrides,
});

describe('buildEngineRequest (decision events)', () => {
  it('sends page view, decision request with reporting, language, product detail, cart and custom variables', () => {
    const request = buildEngineRequest(facts(), 'req-1');
    expect(EngineRequestSchema.safeParse(request).success).toBe(true);
    expect(request).not.toHaveProperty('customerId');
    const byType = Object.fromEntries(request.events.map((event) => [event.eventType, event]));
    // The engine speaks the specification's page types (pdp, plp…), not the storefront's page names.
    expect(byType['monetate:context:PageView']).toMatchObject({ pageType: 'pdp' });
    expect(byType['monetate:decision:DecisionRequest']).toEqual({ eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1', includeReporting: true });
    expect(byType['monetate:context:ProductDetailView']).toEqual({ eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'JK619948', sku: 'JK619948001' }] });
    expect(byType['monetate:context:Cart']).toEqual({ eventType: 'monetate:context:Cart', cartLines: [] });
    expect(byType['monetate:context:CustomVariables']).toMatchObject({ customVariables: [{ variable: 'total-cart', value: '0' }, { variable: 'sub-total', value: '0' }] });
    // Unknown facts are left out, never guessed.
    expect(byType).not.toHaveProperty('monetate:context:ScreenSize');
    expect(byType).not.toHaveProperty('monetate:context:Coordinates');
    expect(byType).not.toHaveProperty('monetate:context:Referrer');
  });

  it('without a request id reports the same page view and asks for no decision', () => {
    const decided = buildEngineRequest(facts(), 'req-1');
    const viewed = buildEngineRequest(facts(), null);
    expect(EngineRequestSchema.safeParse(viewed).success).toBe(true);
    expect(viewed.events).toEqual(decided.events.filter((event) => event.eventType !== 'monetate:decision:DecisionRequest'));
    expect(viewed.events.map((event) => event.eventType)).toContain('monetate:context:PageView');
  });

  it('adds search, screen, coordinates, referrer and customer when known; no cart facts for a cart it cannot see', () => {
    const request = buildEngineRequest(
      facts({
        url: new URL('https://shop.test/en-us/search?q=rain+jacket'),
        route: { pageType: 'search' },
        customerId: 'C1',
        screen: { width: 1280, height: 800 },
        coordinates: { latitude: 47.6, longitude: -122.3 },
        referrer: 'https://example.test/',
        visitor: { ...ANONYMOUS_VISITOR, loggedIn: true, cartEmpty: false },
      }),
      'req-2',
    );
    expect(EngineRequestSchema.safeParse(request).success).toBe(true);
    expect(request.customerId).toBe('C1');
    const types = request.events.map((event) => event.eventType);
    expect(types).toEqual(expect.arrayContaining(['monetate:context:SearchView', 'monetate:context:ScreenSize', 'monetate:context:Coordinates', 'monetate:context:Referrer']));
    expect(types).not.toContain('monetate:context:Cart');
    expect(types).not.toContain('monetate:context:CustomVariables');
    expect(request.events.find((event) => event.eventType === 'monetate:context:SearchView')).toMatchObject({ searchTerm: 'rain jacket' });
  });
});

describe('normaliseDecision', () => {
  const response = {
    meta: { code: 200 },
    data: {
      responses: [
        {
          requestId: 'req-1',
          actions: [
            { actionType: 'monetate:action:OmniChannelJson', actionId: 'a1', component: 'exp-1', json: { variantId: 'v-b', name: 'B' } },
            { actionType: 'monetate:action:OmniChannelJson', actionId: 'a2', component: 'exp-2', json: { variantId: null, name: 'Control' } },
            { actionType: 'monetate:action:OmniChannelRecommendation', actionId: 'a3', component: 'widget', name: 'Recs', isControl: false, items: [] },
            { actionType: 'monetate:action:Something', actionId: 'a4' },
            { actionType: 'monetate:action:OmniChannelJson', component: 'exp-3' },
          ],
        },
      ],
    },
  };

  it('keeps experience and recommendation actions of this request, and skips unknown or malformed ones', () => {
    expect(normaliseDecision(answerOf(response, 'req-1')!)).toEqual({
      requestId: 'req-1',
      experiences: [
        { experienceId: 'exp-1', variantId: 'v-b' },
        { experienceId: 'exp-2', variantId: null },
      ],
      recommendations: [{ widgetId: 'widget', name: 'Recs', control: false, products: [] }],
    });
    expect(answerOf(response, 'other')).toBeNull();
  });

  it('keeps only the components a page shows when told which', () => {
    const shown = { experiences: new Set(['exp-2']), widgets: new Set<string>() };
    expect(normaliseDecision(answerOf(response, 'req-1')!, shown)).toEqual({ requestId: 'req-1', experiences: [{ experienceId: 'exp-2', variantId: null }], recommendations: [] });
  });
});

describe('decisionForPage', () => {
  const item = {
    productId: 'JK619948',
    id: 'JK619948',
    image: { src: '/images/JK619948.jpg', alt: 'Scree softshell' },
    title: 'Scree softshell',
    review_average: 4.5,
    reviews_count: 12,
    price: { currency: 'USD', lowOriginal: 180, highOriginal: 180, lowCurrent: 180, highCurrent: 180, percentagePriceDiscount: 0 },
    url: '/en-us/p/scree-softshell-JK619948',
    recommendationId: 'rec-1',
    recToken: 'rec-1.0.JK619948',
    rating: { showScore: true, score: 4.5 },
  };
  const experience = (component: string) => ({ actionType: 'monetate:action:OmniChannelJson', actionId: `a-${component}`, component, json: { variantId: 'v', name: 'V' } });
  const recommendation = (component: string, items: unknown[]) => ({ actionType: 'monetate:action:OmniChannelRecommendation', actionId: `a-${component}`, component, name: 'n', isControl: false, items });
  const answer = { requestId: 'r', actions: [experience('exp-on-page'), experience('exp-elsewhere'), recommendation('w-on-page', [item]), recommendation('w-empty', [])] };
  const canvas = { sections: { main: [{ type: 'segmentation', baselines: [{ type: 'experience', experienceId: 'exp-on-page' }] }, { type: 'recommendation-carousel', widgetId: 'w-on-page' }, { type: 'complete-the-look', widgetId: 'w-empty' }] } };

  it('finds nested experience and recommendation ids', () => {
    expect(personalisableIds(canvas)).toEqual({ experiences: new Set(['exp-on-page']), widgets: new Set(['w-on-page', 'w-empty']) });
  });

  it('keeps only what the page renders, and nothing for a page without personalised blocks', () => {
    expect(decisionForPage(answer, personalisableIds(canvas))).toEqual({
      requestId: 'r',
      experiences: [{ experienceId: 'exp-on-page', variantId: 'v' }],
      recommendations: [{ widgetId: 'w-on-page', name: 'n', control: false, products: [item] }],
    });
    expect(decisionForPage(answer, personalisableIds({ sections: { main: [{ type: 'rich-text' }] } }))).toBeNull();
    expect(decisionForPage(null, personalisableIds(canvas))).toBeNull();
  });

  it('lets a malformed action for a block the page does not show pass unchecked', () => {
    const withBroken = { requestId: 'r', actions: [...answer.actions, recommendation('w-elsewhere', [{ productId: 1 }])] };
    expect(decisionForPage(withBroken, personalisableIds(canvas))?.recommendations.map((shown) => shown.widgetId)).toEqual(['w-on-page']);
  });
});

describe('personalisationState', () => {
  const ctx = { visitor: ANONYMOUS_VISITOR, testContext: [] };
  const plain = { sections: { main: [{ type: 'rich-text' }] } };

  it('does not wait for the engine on a page with nothing personalised, but keeps its call alive', async () => {
    const kept: Promise<unknown>[] = [];
    const never = new Promise<never>(() => {});
    const state = await personalisationState(ctx, plain, { pending: never, keepAlive: (call) => kept.push(call), key: 'en-us|anon|/en-us/plain' });
    expect(state.decision).toBeNull();
    expect(kept).toEqual([never]);
    expect(showsPersonalised('en-us|anon|/en-us/plain')).toBe(false);
  });

  it('waits for the engine on a page that shows a personalised block', async () => {
    const kept: Promise<unknown>[] = [];
    const pending = Promise.resolve({ requestId: 'r', actions: [{ actionType: 'monetate:action:OmniChannelJson', actionId: 'a', component: 'exp-1', json: { variantId: 'v', name: 'V' } }] });
    const state = await personalisationState(ctx, { type: 'experience', experienceId: 'exp-1' }, { pending, keepAlive: (call) => kept.push(call), key: 'en-us|anon|/en-us/decided' });
    expect(state.decision).toEqual({ requestId: 'r', experiences: [{ experienceId: 'exp-1', variantId: 'v' }], recommendations: [] });
    expect(kept).toEqual([]);
    expect(showsPersonalised('en-us|anon|/en-us/decided')).toBe(true);
  });

  it('learns that a page became personalised, even when it was not decided this time', async () => {
    await personalisationState(ctx, plain, { pending: undefined, keepAlive: () => {}, key: 'en-us|anon|/en-us/edited' });
    expect(showsPersonalised('en-us|anon|/en-us/edited')).toBe(false);
    const state = await personalisationState(ctx, { type: 'recommendation-carousel', widgetId: 'w' }, { pending: undefined, keepAlive: () => {}, key: 'en-us|anon|/en-us/edited' });
    expect(state.decision).toBeNull();
    expect(showsPersonalised('en-us|anon|/en-us/edited')).toBe(true);
  });
});

describe('personalisedPageKey', () => {
  const site = { locale: 'en-us' } as never;
  const live = { active: false } as never;

  it('names a shareable page by its address, and a shopper\'s own page by its type alone', () => {
    const product = { pageType: 'product', productCode: 'JK619948' } as never;
    expect(personalisedPageKey({ preview: live, site, segmentKey: 'guest', route: product, url: new URL('https://shop.test/en-us/p/scree-JK619948?color=001') })).toBe('en-us|guest|/en-us/p/scree-JK619948');
    const confirmation = { pageType: 'order-confirmation' } as never;
    expect(personalisedPageKey({ preview: live, site, segmentKey: 'guest', route: confirmation, url: new URL('https://shop.test/en-us/order-confirmation?orderNo=R1001&st=secret') })).toBe('en-us|guest|order-confirmation');
  });

  it('names nothing in preview or off the registry', () => {
    const url = new URL('https://shop.test/en-us/cart');
    expect(personalisedPageKey({ preview: { active: true } as never, site, segmentKey: 'guest', route: { pageType: 'cart' } as never, url })).toBeNull();
    expect(personalisedPageKey({ preview: live, site, segmentKey: 'guest', route: null, url })).toBeNull();
    expect(showsPersonalised(null)).toBeUndefined();
  });
});

describe('decideBudgetMs', () => {
  it('is 150 ms unless a sane override is configured', () => {
    expect(decideBudgetMs(undefined)).toBe(150);
    expect(decideBudgetMs('400')).toBe(400);
    for (const value of ['', '0', '-5', '1.5', 'abc', '999999']) expect(decideBudgetMs(value)).toBe(150);
  });
});
