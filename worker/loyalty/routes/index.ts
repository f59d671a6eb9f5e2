export { LOYALTY_JOIN_LIMIT, loyaltyRoutes } from './loyalty';
