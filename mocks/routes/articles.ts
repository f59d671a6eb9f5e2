import type { MockRouter } from '../http';

export function registerArticlesRoutes(_router: MockRouter): void {}
