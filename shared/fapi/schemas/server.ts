import * as z from 'zod';
import * as routes from '../routes/server';
import { withSchemas } from './endpoint';

/** The server's clock: milliseconds since the epoch, and the same instant written out. */
export const ServerTimeSchema = z.object({ timestamp: z.number(), iso: z.string() });
export type ServerTime = z.infer<typeof ServerTimeSchema>;

export const serverTime = withSchemas(routes.serverTime, {
  read: { response: ServerTimeSchema },
});

/** One language's interface strings, by message key (the file's name is checked by the worker, against the files it has). */
export const messages = withSchemas(routes.messages, {
  catalogue: { response: z.record(z.string(), z.unknown()) },
});
