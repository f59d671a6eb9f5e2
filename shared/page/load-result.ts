import type { ErrorDetailExtras } from '../errors/schemas/error';

/** The outcome of one upstream read, as pages see it: data, or the catalogued error it failed with. */
export type LoadResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      errorId: string;
      message: string;
      /** How many of an item the cart allows, when an add went over it. */
      maxAllowedQty?: number;
      /** What else the refusal named: the form field, the catalogue code, the basket's flash messages. */
      extras?: Pick<ErrorDetailExtras, 'field' | 'code' | 'flash'>;
    };
