export { registerExperimentsRoutes } from './experiments';
export { registerPersonalisationRoutes } from './personalisation';
