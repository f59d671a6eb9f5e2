import type { MockRouter } from '../http';

export function registerConsumerRoutes(_router: MockRouter): void {}
