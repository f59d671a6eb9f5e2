export { registerEventRoutes } from './routes/event-registration';
