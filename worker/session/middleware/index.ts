export { sessionCookies, shopperSession } from './session';
