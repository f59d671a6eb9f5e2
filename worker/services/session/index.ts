export { ensureSession, SESSION_COOKIE } from './session';
