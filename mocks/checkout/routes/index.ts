export { registerCheckoutRoutes } from './checkout';
export { registerCheckoutTestControls } from './test-control';
