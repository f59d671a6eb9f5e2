export * from './choose';
export * from './conditions';
export * from './visitor';
