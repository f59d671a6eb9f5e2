import type { MockRouter } from '../http';

export function registerSocialRoutes(_router: MockRouter): void {}
