export { registerCartRoutes } from './cart';
export { registerCartTestControls } from './test-control';
