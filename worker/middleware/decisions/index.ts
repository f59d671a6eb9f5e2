export * from './decisions';
export * from './visitor-summary';
export { decideForPage } from './personalisation';
export { recordTrackedEvents } from './tracked-events';
