/*
 * The seeded experimentation project (its datafile), in the
 * vendor's v4 datafile format so the real SDK decides on it:
 *  - home_hero: an A/B test (control / treatment, 50/50) on the home hero; the
 *    `headline` and `subtitle` variables carry the treatment's copy (empty keeps the CMS copy);
 *  - pdp_size_guide: a rollout — app users on 3.2.0 or later (a typed semver
 *    audience) always get it, then 'Everyone Else' at 50%;
 *  - trail_picks: a rollout for the 'trail_runners' customer-data (ODP) segment
 *    (a 'qualified' audience), 'Everyone Else' off;
 *  - express_checkout_defaults: a rollout to everyone: express checkout is offered to a
 *    signed-in shopper with a main card and a default shipping address;
 *  - loyalty_programme: a rollout to every site: the loyalty programme runs. A site switches it
 *    off with a rule before 'everyone_else' whose audience matches its `siteId`, turned off.
 */

export const EXPERIMENTS_SDK_KEY = 'ridgeline-dev-sdk-key';
/** When the seeded datafile last changed: the mock CDN answers If-Modified-Since against it. */
export const DATAFILE_LAST_MODIFIED = 'Sun, 29 Nov 2026 00:00:00 GMT';
/** The customer-data (ODP) integration's public key: the x-api-key of the audience endpoint. */
export const ODP_PUBLIC_KEY = 'ridgeline-odp-public-key';
export const ODP_SEGMENTS = ['trail_runners', 'peak_baggers'] as const;

/**
 * The mock customer-data platform's verdict, deterministic per visitor: a
 * visitor is in a segment when a hash of segment and id is even (about half).
 */
export function isQualified(segment: string, userId: string): boolean {
  let hash = 2166136261;
  for (const char of `${segment}:${userId}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % 2 === 0;
}

const ROLLOUT_OFF = { id: '9100', key: 'off', featureEnabled: false, variables: [] };

function everyoneElse(id: string, key: string, layerId: string, percentOn: number, on: { id: string; key: string }) {
  return {
    id,
    key,
    status: 'Running',
    layerId,
    audienceIds: [],
    audienceConditions: [],
    forcedVariations: {},
    variations: [{ ...on, featureEnabled: true, variables: [] }, ROLLOUT_OFF],
    trafficAllocation: [
      { entityId: on.id, endOfRange: percentOn * 100 },
      { entityId: ROLLOUT_OFF.id, endOfRange: 10000 },
    ],
  };
}

export const SEEDED_DATAFILE = {
  version: '4',
  projectId: '20260001',
  accountId: '90001',
  revision: '19',
  anonymizeIP: true,
  botFiltering: true,
  sendFlagDecisions: true,
  environmentKey: 'development',
  sdkKey: EXPERIMENTS_SDK_KEY,
  attributes: [
    { id: '5001', key: 'appVersion' },
    { id: '5002', key: 'siteId' },
    { id: '5003', key: 'pageType' },
  ],
  audiences: [
    // The SDK reads typedAudiences; this legacy entry only keeps the id resolvable for older readers.
    { id: '6001', name: 'App 3.2 or later', conditions: '["or", {"match": "exact", "name": "$opt_dummy_attribute", "type": "custom_attribute", "value": "$opt_dummy_value"}]' },
    { id: '6002', name: 'Trail runners', conditions: '["or", {"match": "exact", "name": "$opt_dummy_attribute", "type": "custom_attribute", "value": "$opt_dummy_value"}]' },
  ],
  typedAudiences: [
    {
      id: '6001',
      name: 'App 3.2 or later',
      conditions: ['and', ['or', ['or', { match: 'semver_ge', name: 'appVersion', type: 'custom_attribute', value: '3.2.0' }]]],
    },
    {
      id: '6002',
      name: 'Trail runners',
      conditions: ['and', ['or', ['or', { match: 'qualified', name: 'odp.audiences', type: 'third_party_dimension', value: 'trail_runners' }]]],
    },
  ],
  events: [{ id: '7001', key: 'add_to_cart', experimentIds: ['3001'] }],
  groups: [],
  integrations: [{ key: 'odp', host: 'https://api.zaius.com', publicKey: ODP_PUBLIC_KEY }],
  experiments: [
    {
      id: '3001',
      key: 'home_hero_test',
      status: 'Running',
      layerId: '4001',
      audienceIds: [],
      audienceConditions: [],
      forcedVariations: {},
      variations: [
        { id: '3101', key: 'control', featureEnabled: true, variables: [{ id: '8001', value: 'control' }, { id: '8002', value: '' }, { id: '8003', value: '' }] },
        {
          id: '3102',
          key: 'treatment',
          featureEnabled: true,
          variables: [
            { id: '8001', value: 'treatment' },
            { id: '8002', value: 'Go further. Stay dry.' },
            { id: '8003', value: 'Three-layer shells and insulated layers, tested in real storms.' },
          ],
        },
      ],
      trafficAllocation: [
        { entityId: '3101', endOfRange: 5000 },
        { entityId: '3102', endOfRange: 10000 },
      ],
    },
  ],
  rollouts: [
    { id: '2001', experiments: [everyoneElse('2101', 'default-rollout-2001', '4101', 0, { id: '9101', key: 'on' })] },
    {
      id: '2002',
      experiments: [
        {
          id: '2201',
          key: 'app_users',
          status: 'Running',
          layerId: '4201',
          audienceIds: ['6001'],
          audienceConditions: ['or', '6001'],
          forcedVariations: {},
          variations: [{ id: '9201', key: 'on', featureEnabled: true, variables: [{ id: '8101', value: 'tab' }] }],
          trafficAllocation: [{ entityId: '9201', endOfRange: 10000 }],
        },
        everyoneElse('2202', 'everyone_else', '4202', 50, { id: '9202', key: 'on' }),
      ],
    },
    {
      id: '2003',
      experiments: [
        {
          id: '2301',
          key: 'odp_trail_runners',
          status: 'Running',
          layerId: '4301',
          audienceIds: ['6002'],
          audienceConditions: ['or', '6002'],
          forcedVariations: {},
          variations: [{ id: '9301', key: 'on', featureEnabled: true, variables: [] }],
          trafficAllocation: [{ entityId: '9301', endOfRange: 10000 }],
        },
        everyoneElse('2302', 'everyone_else', '4302', 0, { id: '9302', key: 'on' }),
      ],
    },
    { id: '2004', experiments: [everyoneElse('2401', 'everyone_else', '4401', 100, { id: '9401', key: 'on' })] },
    { id: '2005', experiments: [everyoneElse('2501', 'everyone_else', '4501', 100, { id: '9501', key: 'on' })] },
  ],
  featureFlags: [
    {
      id: '1001',
      key: 'home_hero',
      rolloutId: '2001',
      experimentIds: ['3001'],
      variables: [
        { id: '8001', key: 'heroVariant', type: 'string', defaultValue: 'control' },
        { id: '8002', key: 'headline', type: 'string', defaultValue: '' },
        { id: '8003', key: 'subtitle', type: 'string', defaultValue: '' },
      ],
    },
    {
      id: '1002',
      key: 'pdp_size_guide',
      rolloutId: '2002',
      experimentIds: [],
      variables: [{ id: '8101', key: 'placement', type: 'string', defaultValue: 'tab' }],
    },
    { id: '1003', key: 'trail_picks', rolloutId: '2003', experimentIds: [], variables: [] },
    { id: '1004', key: 'express_checkout_defaults', rolloutId: '2004', experimentIds: [], variables: [] },
    { id: '1005', key: 'loyalty_programme', rolloutId: '2005', experimentIds: [], variables: [] },
  ],
};
