import { describe, expect, it } from 'vitest';
import { SEEDED_DATAFILE } from '../../../mocks/data/experiments';
import { decideAll, sanitizeAttributes } from './decide';
import { parseDatafile } from './datafile';
import { buildEventBatch } from './events';
import { EVENT_TAG_GOLDEN, HOME_HERO_GOLDEN, NUMERIC_ATTRIBUTE_GOLDEN, NUMERIC_AUDIENCE_DATAFILE } from '../../../tests/fixtures/experiment-golden';
import { readTestContext } from './test-context';
import { newVisitorId, readVisitorId } from './visitor-id';
import { EventBatchSchema } from '../../../shared/decisions/experiments/event-batch';
import { odpIntegration, segmentsToCheck } from './segments';

const visitor = (id: string, attributes: Record<string, unknown> = {}) => ({ id, attributes });
const ids = Array.from({ length: 400 }, (_, i) => `vuid_${(i * 7919).toString(16).padStart(8, '0')}`);

describe('decideAll', () => {
  it('returns {} for anything that is not a valid datafile, and never throws', () => {
    for (const bad of [undefined, null, 42, 'not json', '{"projectId":"1"}', {}, { ...SEEDED_DATAFILE, revision: '' }, { ...SEEDED_DATAFILE, featureFlags: 'nope' }, [SEEDED_DATAFILE]]) {
      expect(decideAll(bad, visitor('vuid_0123abcd'))).toEqual({});
    }
  });

  it('returns {} for an invalid user id', () => {
    expect(decideAll(SEEDED_DATAFILE, visitor('undefined'))).toEqual({});
    expect(decideAll(SEEDED_DATAFILE, visitor(''))).toEqual({});
  });

  it('gives each recorded visitor the variation recorded for it (the same in every isolate)', () => {
    for (const { id, homeHero, sizeGuide } of HOME_HERO_GOLDEN) {
      const decisions = decideAll(SEEDED_DATAFILE, visitor(id, { siteId: 'us', pageType: 'home' }));
      expect([decisions.home_hero?.variationKey, decisions.pdp_size_guide?.enabled], id).toEqual([homeHero, sizeGuide]);
    }
  });

  it('decides number attributes as the SDK does: fractions and magnitudes up to 2^53 count, others only exist', () => {
    for (const { label, cartValue, rule } of NUMERIC_ATTRIBUTE_GOLDEN) {
      const decisions = decideAll(NUMERIC_AUDIENCE_DATAFILE, visitor('vuid_0a1b2c3d4e5f', { siteId: 'us', cartValue }));
      expect(decisions.cart_nudge?.ruleKey, label).toBe(rule);
    }
  });

  it('decides every flag, deterministically per visitor id, and from a JSON string too', () => {
    for (const id of ids.slice(0, 50)) {
      const first = decideAll(SEEDED_DATAFILE, visitor(id));
      expect(Object.keys(first).sort()).toEqual(['express_checkout_defaults', 'home_hero', 'loyalty_programme', 'pdp_size_guide', 'trail_picks']);
      expect(decideAll(structuredClone(SEEDED_DATAFILE), visitor(id))).toEqual(first);
      expect(decideAll(JSON.stringify(SEEDED_DATAFILE), visitor(id))).toEqual(first);
    }
  });

  it('splits the home hero A/B test about 50/50 and carries the variation variables', () => {
    const counts = { control: 0, treatment: 0 };
    for (const id of ids) {
      const hero = decideAll(SEEDED_DATAFILE, visitor(id)).home_hero!;
      expect(hero.ruleKey).toBe('home_hero_test');
      expect(hero.enabled).toBe(true);
      const key = hero.variationKey as 'control' | 'treatment';
      counts[key] += 1;
      expect(hero.variables.heroVariant).toBe(key);
      expect(hero.variables.headline).toBe(key === 'treatment' ? 'Go further. Stay dry.' : '');
    }
    expect(counts.control).toBeGreaterThan(150);
    expect(counts.treatment).toBeGreaterThan(150);
  });

  it("falls through a rollout's audience rule to 'Everyone Else'; a typed semver audience qualifies", () => {
    const everyone = ids.map((id) => decideAll(SEEDED_DATAFILE, visitor(id)).pdp_size_guide!);
    expect(new Set(everyone.map((decision) => decision.ruleKey))).toEqual(new Set(['everyone_else']));
    const on = everyone.filter((decision) => decision.enabled).length;
    expect(on).toBeGreaterThan(150);
    expect(on).toBeLessThan(250);
    for (const id of ids.slice(0, 20)) {
      expect(decideAll(SEEDED_DATAFILE, visitor(id, { appVersion: '3.10.0' })).pdp_size_guide).toMatchObject({ ruleKey: 'app_users', enabled: true, variationKey: 'on' });
      expect(decideAll(SEEDED_DATAFILE, visitor(id, { appVersion: '3.1.9' })).pdp_size_guide?.ruleKey).toBe('everyone_else');
    }
  });

  it("qualifies a visitor for a customer-data ('qualified') audience only with that segment", () => {
    const id = ids[0]!;
    expect(decideAll(SEEDED_DATAFILE, visitor(id)).trail_picks).toMatchObject({ ruleKey: 'everyone_else', enabled: false });
    expect(decideAll(SEEDED_DATAFILE, { ...visitor(id), segments: ['peak_baggers'] }).trail_picks?.enabled).toBe(false);
    expect(decideAll(SEEDED_DATAFILE, { ...visitor(id), segments: ['trail_runners'] }).trail_picks).toMatchObject({ ruleKey: 'odp_trail_runners', enabled: true, variationKey: 'on' });
  });

  it('forces a variation (p13n_testcontext) and ignores an unknown one', () => {
    const control = ids.find((id) => decideAll(SEEDED_DATAFILE, visitor(id)).home_hero?.variationKey === 'control')!;
    expect(decideAll(SEEDED_DATAFILE, visitor(control), { home_hero: 'treatment' }).home_hero).toMatchObject({ variationKey: 'treatment', variables: { headline: 'Go further. Stay dry.' } });
    expect(decideAll(SEEDED_DATAFILE, visitor(control), { home_hero: 'nope' }).home_hero?.variationKey).toBe('control');
  });
});

describe('segments', () => {
  it("lists the datafile's qualified segments and its ODP integration", () => {
    const datafile = parseDatafile(SEEDED_DATAFILE)!;
    expect(segmentsToCheck(datafile)).toEqual(['trail_runners']);
    expect(odpIntegration(datafile)).toEqual({ key: 'odp', host: 'https://api.zaius.com', publicKey: 'ridgeline-odp-public-key' });
    expect(odpIntegration({ ...datafile, integrations: [{ key: 'odp', host: 'http://insecure.example', publicKey: 'k' }] })).toBeNull();
  });
});

describe('inputs', () => {
  it("sends only string, boolean and 'safe integer' attributes, in the SDK's sense: a number of magnitude at most 2^53", () => {
    expect(sanitizeAttributes({ a: 'x', b: true, c: 3, d: 1.5, e: 2 ** 53, f: -(2 ** 53), g: 2 ** 53 + 2, h: NaN, i: Infinity, j: null, k: undefined, l: {}, '': 'empty' })).toEqual({
      a: 'x',
      b: true,
      c: 3,
      d: 1.5,
      e: 2 ** 53,
      f: -(2 ** 53),
    });
  });

  it('reads p13n_testcontext as flag:variation pairs, only where honoured', () => {
    expect(readTestContext('home_hero:treatment, pdp_size_guide:off', true)).toEqual({ home_hero: 'treatment', pdp_size_guide: 'off' });
    expect(readTestContext('home_hero:treatment', false)).toEqual({});
    for (const bad of ['home_hero', 'home_hero:', ':x', 'a:b:c', 'a b:c', '', null]) expect(readTestContext(bad, true)).toEqual({});
  });

  it('makes and validates vuid_ visitor ids of at most 32 characters', () => {
    const id = newVisitorId();
    expect(id).toMatch(/^vuid_[0-9a-f]+$/);
    expect(id.length).toBeLessThanOrEqual(32);
    expect(readVisitorId(id)).toBe(id);
    for (const bad of [undefined, '', 'vuid_', 'vuid_XYZ12345', `vuid_${'a'.repeat(28)}`, 'abc_12345678']) expect(readVisitorId(bad)).toBeNull();
  });

  it('validates the datafile fields the storefront reads', () => {
    expect(parseDatafile(SEEDED_DATAFILE)?.revision).toBe('19');
    const { integrations: _integrations, ...withoutIntegrations } = SEEDED_DATAFILE;
    expect(parseDatafile(withoutIntegrations)?.integrations).toEqual([]);
    const { accountId: _accountId, ...withoutAccount } = SEEDED_DATAFILE;
    expect(parseDatafile(withoutAccount)).toBeNull();
  });
});

describe('buildEventBatch', () => {
  it('reports the experiment and (sendFlagDecisions) rollout decisions in the vendor event shape, never forced ones', () => {
    const id = ids[0]!;
    const person = visitor(id, { siteId: 'ridgeline-us', pageType: 'home', country: 'US', odd: 1.5 });
    const decisions = decideAll(SEEDED_DATAFILE, person);
    const batch = buildEventBatch(SEEDED_DATAFILE, person, { decisions, forced: {}, conversions: [] }, { botFiltering: null, now: 1 })!;
    expect(EventBatchSchema.parse(batch)).toEqual(batch);
    expect(batch).toMatchObject({ account_id: '90001', project_id: '20260001', revision: '19', anonymize_ip: true, enrich_decisions: true });
    const [entry] = batch.visitors;
    expect(entry!.visitor_id).toBe(id);
    // Only attributes the datafile declares are sent, plus the bot-filtering flag.
    expect(entry!.attributes.map((attribute) => attribute.key).sort()).toEqual(['$opt_bot_filtering', 'pageType', 'siteId']);
    const flags = entry!.snapshots[0]!.decisions.map((decision) => decision.metadata.flag_key).sort();
    expect(flags).toEqual(['express_checkout_defaults', 'home_hero', 'loyalty_programme', 'pdp_size_guide', 'trail_picks']);
    const forced = buildEventBatch(SEEDED_DATAFILE, person, { decisions, forced: { home_hero: 'treatment' }, conversions: [] }, { botFiltering: false, now: 1 })!;
    expect(forced.visitors[0]!.snapshots[0]!.decisions.map((decision) => decision.metadata.flag_key)).toEqual(['pdp_size_guide', 'trail_picks', 'express_checkout_defaults', 'loyalty_programme']);
    expect(forced.visitors[0]!.attributes.find((attribute) => attribute.key === '$opt_bot_filtering')?.value).toBe(false);
    expect(buildEventBatch('garbage', person, { decisions, forced: {}, conversions: [] }, { botFiltering: null, now: 1 })).toBeNull();
  });

  it('puts number attributes on the events exactly as the SDK does', () => {
    for (const { label, cartValue, eventAttributes } of NUMERIC_ATTRIBUTE_GOLDEN) {
      const person = visitor('vuid_0a1b2c3d4e5f', { cartValue });
      const batch = buildEventBatch(NUMERIC_AUDIENCE_DATAFILE, person, { decisions: {}, forced: {}, conversions: [{ key: 'add_to_cart' }] }, { botFiltering: null, now: 1 })!;
      const sent = Object.fromEntries(batch.visitors[0]!.attributes.filter((attribute) => attribute.key === 'cartValue').map((attribute) => [attribute.key, attribute.value]));
      expect(sent, label).toEqual(eventAttributes);
    }
  });

  it('reads the reserved revenue and value tags exactly as the SDK does', () => {
    for (const { tags, sent } of EVENT_TAG_GOLDEN) {
      const batch = buildEventBatch(SEEDED_DATAFILE, visitor(ids[2]!), { decisions: {}, forced: {}, conversions: [{ key: 'add_to_cart', tags }] }, { botFiltering: null, now: 1 })!;
      const event = batch.visitors[0]!.snapshots[0]!.events[0]!;
      const reserved = Object.fromEntries(['revenue', 'value'].filter((key) => key in event).map((key) => [key, event[key as 'revenue' | 'value']]));
      expect(reserved, JSON.stringify(tags)).toEqual(sent);
      expect(event.tags).toEqual(tags);
    }
  });

  it('adds a conversion for a goal the datafile knows, with the reserved revenue and value tags, and drops unknown goals', () => {
    const person = visitor(ids[1]!, { siteId: 'ridgeline-us', pageType: 'pdp' });
    const conversions = [{ key: 'add_to_cart', tags: { revenue: 12999, value: 1, sku: 'JK619948001' } }, { key: 'no_such_goal' }];
    const batch = buildEventBatch(SEEDED_DATAFILE, person, { decisions: {}, forced: {}, conversions }, { botFiltering: null, now: 7 })!;
    expect(EventBatchSchema.parse(batch)).toEqual(batch);
    const snapshot = batch.visitors[0]!.snapshots[0]!;
    expect(snapshot.decisions).toEqual([]);
    expect(snapshot.events).toEqual([
      { entity_id: '7001', key: 'add_to_cart', type: 'add_to_cart', timestamp: 7, uuid: expect.any(String), tags: { revenue: 12999, value: 1, sku: 'JK619948001' }, revenue: 12999, value: 1 },
    ]);
    expect(buildEventBatch(SEEDED_DATAFILE, person, { decisions: {}, forced: {}, conversions: [{ key: 'no_such_goal' }] }, { botFiltering: null, now: 7 })).toBeNull();
  });
});
