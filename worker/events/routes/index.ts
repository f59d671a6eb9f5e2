export { eventRegistrationRoutes } from './event-registration';
