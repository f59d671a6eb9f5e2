import type { MockRouter } from '../http';

export function registerRecommendationsRoutes(_router: MockRouter): void {}
