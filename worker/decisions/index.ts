export * from './visitor-summary';
export { resolveVisitorKind } from './visitor';
export { decideForPage, recordPageView } from './personalisation';
export { recordTrackedEvents } from './tracked-events';
export { experimentsAllowed } from './experiments/request';
