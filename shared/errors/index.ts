// One error catalogue: what each id means (its statuses, its words, where it shows) for the worker,
// the mocks and the browser alike. Zod-free, so the browser's forms do not pull the schemas chunk.
export * from './catalogue';
export * from './body';
export * from './status';
