export * from './email';
export * from './subscription';
