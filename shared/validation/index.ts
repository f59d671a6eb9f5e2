export * from './email';
export * from './email-schema';
export * from './subscription';
