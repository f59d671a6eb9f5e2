export * from './enrolment';
export * from './programme';
