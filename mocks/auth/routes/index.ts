export { registerIdentityRoutes } from './identity';
export { registerAuthTestControls } from './test-control';
export { registerTokenRoutes } from './token';
