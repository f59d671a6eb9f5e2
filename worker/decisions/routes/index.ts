export { decisionRoutes } from './decisions';
export { visitorTest } from './visitor-test';
