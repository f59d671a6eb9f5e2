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

/** This deploy's health: each check by the binding or var it names, the failed ones, and per endpoint group whether the mocks play it. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'failing']),
  failed: z.array(z.string()),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean() })),
  upstreams: z.record(z.string(), z.enum(['mock', 'configured'])),
});
export type Health = z.infer<typeof HealthSchema>;

export const health = withSchemas(routes.health, {
  read: { response: HealthSchema },
});
