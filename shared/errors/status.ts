import { ERRORS, type ErrorId, type StatusOf } from './catalogue';

/**
 * The ids always answered at one status: a builder reads it from the catalogue, so a call site
 * names none. An id whose only status is 0 is the browser's own (no answer came) and no builder
 * answers it, so it is not among them.
 */
export type OneStatusErrorId = { [Id in ErrorId]: (typeof ERRORS)[Id]['status'] extends number ? ((typeof ERRORS)[Id]['status'] extends 0 ? never : Id) : never }[ErrorId];

/** The ids answered at several statuses (the catalogue says why): a call site says which one it answers. */
export type SeveralStatusErrorId = { [Id in ErrorId]: (typeof ERRORS)[Id]['status'] extends number ? never : Id }[ErrorId];

/**
 * An id given with its status: an id answered at several statuses, or a backend's own id (a
 * `string`) relayed as it came. A literal id answered at one status is `never` here: its status is
 * the catalogue's, and a call site may not restate it.
 */
export type StatedErrorId<Id extends string> = string extends Id ? Id : Id extends SeveralStatusErrorId ? Id : never;

/** The status given with such an id: one the catalogue lists for it, or, for a relayed id, the status the backend answered. */
export type StatedStatus<Id extends string> = string extends Id ? number : Id extends SeveralStatusErrorId ? StatusOf<Id> : never;

/**
 * An error builder's arguments from the id on: the id alone when the catalogue knows its one
 * status, else the status and then the id. Each builder declares the two forms as overloads, so
 * the compiler checks the pairing; this is what its body receives.
 */
export type ErrorArguments<Rest extends unknown[]> = [errorId: OneStatusErrorId, ...rest: Rest] | [status: number, errorId: string, ...rest: Rest];

/** The status of an id always answered at one. */
export const oneStatus = (errorId: OneStatusErrorId): number => ERRORS[errorId].status;

/** A builder's arguments with the status first: the one the call site gave, else the catalogue's one status for its id. */
export function withStatus<Rest extends unknown[]>(args: ErrorArguments<Rest>): [status: number, errorId: string, ...rest: Rest] {
  if (typeof args[0] === 'number') return args as [number, string, ...Rest];
  const [errorId, ...rest] = args as [OneStatusErrorId, ...Rest];
  return [oneStatus(errorId), errorId, ...rest];
}
