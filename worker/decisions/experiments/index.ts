export { decideAll, sanitizeAttributes, type ExperimentDecisions, type FlagDecision, type ForcedVariations, type Visitor } from './decide';
export { parseDatafile, DatafileSchema, type Datafile } from './datafile';
export { requestDatafile, resolveExperiments } from './request';
export { VUID_COOKIE, readVisitorId } from './visitor-id';
export { TEST_CONTEXT_PARAM, readTestContext } from './test-context';
