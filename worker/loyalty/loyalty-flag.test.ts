import { describe, expect, it } from 'vitest';
import { SEEDED_DATAFILE } from '../../mocks/data/experiments';
import { LOYALTY_FLAG, loyaltyOnFor } from './loyalty-flag';

/** The seeded datafile with the programme paused on one site: a rule before 'everyone_else' for its siteId, turned off. */
function pausedOn(siteId: string) {
  const flag = SEEDED_DATAFILE.featureFlags.find((candidate) => candidate.key === LOYALTY_FLAG)!;
  const audience = { id: '6090', name: `Site ${siteId}`, conditions: ['and', ['or', ['or', { match: 'exact', name: 'siteId', type: 'custom_attribute', value: siteId }]]] };
  const paused = {
    id: '2590', key: 'paused_site', status: 'Running', layerId: '4590', audienceIds: ['6090'], audienceConditions: ['or', '6090'], forcedVariations: {},
    variations: [{ id: '9590', key: 'off', featureEnabled: false, variables: [] }],
    trafficAllocation: [{ entityId: '9590', endOfRange: 10000 }],
  };
  return {
    ...SEEDED_DATAFILE,
    revision: `${SEEDED_DATAFILE.revision}-paused-${siteId}`,
    audiences: [...SEEDED_DATAFILE.audiences, { id: '6090', name: `Site ${siteId}`, conditions: '["or", {"match": "exact", "name": "$opt_dummy_attribute", "type": "custom_attribute", "value": "$opt_dummy_value"}]' }],
    typedAudiences: [...SEEDED_DATAFILE.typedAudiences, audience],
    rollouts: SEEDED_DATAFILE.rollouts.map((rollout) => (rollout.id === flag.rolloutId ? { ...rollout, experiments: [paused, ...rollout.experiments] } : rollout)),
  };
}

describe('loyaltyOnFor', () => {
  it('runs the programme on every site of the seeded datafile', () => {
    for (const siteId of ['RL_US', 'RL_CA', 'RL_GB', 'RL_DE', 'RL_NO']) expect(loyaltyOnFor(SEEDED_DATAFILE, siteId), siteId).toBe(true);
  });

  it('lets one site switch it off while the others keep it', () => {
    const datafile = pausedOn('RL_DE');
    expect(loyaltyOnFor(datafile, 'RL_DE')).toBe(false);
    expect(loyaltyOnFor(datafile, 'RL_US')).toBe(true);
    expect(loyaltyOnFor(datafile, 'RL_NO')).toBe(true);
  });

  // The decider keeps one SDK instance per revision, as a changed datafile always has a new one.
  it('runs it nowhere when the datafile has no such flag, or no datafile is valid', () => {
    expect(loyaltyOnFor({ ...SEEDED_DATAFILE, revision: `${SEEDED_DATAFILE.revision}-no-loyalty`, featureFlags: SEEDED_DATAFILE.featureFlags.filter((flag) => flag.key !== LOYALTY_FLAG) }, 'RL_US')).toBe(false);
    expect(loyaltyOnFor('garbage', 'RL_US')).toBe(false);
  });
});
