import { describe, expect, it, vi } from 'vitest';
import type { Env, RequestContext } from '../env';
import { UNRESOLVED_CONSENT, type ConsentState } from '../../shared/decisions/consent';
import { ANONYMOUS_VISITOR } from '../../shared/decisions/personalisation';
import { getSite } from '../../shared/site';
import { memorySession, plainInputs } from '../services/inputs';
import { ensureMonetateId, knownMonetateId, MONETATE_ID_COOKIE } from './personalisation-engine';
import { recordTrackedEvents, resolveVisitorKind, signVisitorSummary, VISITOR_COOKIE } from '.';
import { resolveExperiments } from './experiments';

/*
 * The decisions called as a queue consumer or an offline replay would call them: plain inputs
 * made by hand, no request, no web framework, and no session store behind them.
 */

const SECRET = 'a-visitor-secret-for-the-offline-test';
const env = { VISITOR_SECRET: SECRET, ENVIRONMENT: 'production', BRAND: 'RIDGELINE' } as unknown as Env;
const ALL_CONSENT: ConsentState = { ...UNRESOLVED_CONSENT, allowed: ['C0001', 'C0002', 'C0003', 'C0004'] as ConsentState['allowed'] };

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  const site = getSite('en-us')!;
  return {
    transactionId: 't-1',
    correlationId: 'c-1',
    url: new URL('https://shop.example/en-us/'),
    locale: site.locale,
    site,
    siteParams: { siteId: site.siteId, channel: 'ECOMM', brand: 'RIDGELINE', region: site.region, source: 'ECOM15', clientApp: 'web' },
    route: null,
    mockGroups: new Set(),
    sessionId: null,
    preview: { active: false, editor: false, date: null, bypassAllCache: false },
    consent: UNRESOLVED_CONSENT,
    visitor: ANONYMOUS_VISITOR,
    testContext: [],
    customerId: null,
    segmentKey: 'anon',
    experiments: null,
    visitorId: '',
    visitorIdIsNew: false,
    upstreamTimings: [],
    ...overrides,
  };
}

describe('decisions on plain inputs', () => {
  it('resolves the visitor kind from a signed summary held by the session, with no request', async () => {
    const summary = await signVisitorSummary(SECRET, { loggedIn: true, loyaltyMember: true, cartEmpty: false, roles: [], customerId: 'C7' });
    const ctx = context();
    const openSession = vi.fn(async () => null);
    const remade = await resolveVisitorKind(plainInputs(env, ctx, { session: memorySession({ [VISITOR_COOKIE]: summary }) }), openSession);
    expect(remade).toBeNull();
    expect(ctx.visitor).toMatchObject({ loggedIn: true, loyaltyMember: true, cartEmpty: false });
    expect(ctx.customerId).toBe('C7');
    expect(ctx.segmentKey).not.toBe('anon');
    // A valid summary needs no session: the handle is never opened.
    expect(openSession).not.toHaveBeenCalled();
  });

  it('is the anonymous visitor for a tampered summary', async () => {
    const ctx = context();
    await resolveVisitorKind(plainInputs(env, ctx, { session: memorySession({ [VISITOR_COOKIE]: 'forged.value' }) }), async () => null);
    expect(ctx.visitor).toEqual(ANONYMOUS_VISITOR);
    expect(ctx.segmentKey).toBe('anon');
  });

  it('mints the engine id once per session and sets it through the session handle', () => {
    const session = memorySession();
    expect(knownMonetateId(session)).toBeNull();
    const minted = ensureMonetateId(session);
    expect(session.issued(MONETATE_ID_COOKIE)).toBe(minted);
    expect(ensureMonetateId(session)).toBe(minted);
  });

  it('decides every flag at its baseline when experiments are switched off, without a request', async () => {
    const resolved = await resolveExperiments(plainInputs(env, context({ consent: ALL_CONSENT })), { pageType: 'home' }, new URLSearchParams());
    expect(resolved.decisions).toEqual({});
    expect(resolved.datafile).toBeNull();
  });

  it('records a replayed performance beacon only with its consent', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const beacon = { type: 'performance' as const, page: '/en-us/', lcp: 1200 };
      expect(await recordTrackedEvents(plainInputs(env, context()), [beacon])).toBe(false);
      expect(await recordTrackedEvents(plainInputs(env, context({ consent: ALL_CONSENT }), { cf: { country: 'US' } }), [beacon])).toBe(true);
      expect(JSON.parse(String(log.mock.calls.at(-1)?.[0]))).toMatchObject({ msg: 'performance', lcp: 1200, country: 'US', correlationId: 'c-1' });
    } finally {
      log.mockRestore();
    }
  });
});
