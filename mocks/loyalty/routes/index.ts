export { registerLoyaltyRoutes } from './loyalty';
export { registerLoyaltyTestControls } from './test-control';
