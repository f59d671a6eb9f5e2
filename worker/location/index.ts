export * from './visitor-country';
export * from './location-prompts';
