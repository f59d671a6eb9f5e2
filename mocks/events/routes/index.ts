export { registerEventRoutes } from './event-registration';
