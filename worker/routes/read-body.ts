import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';
import { containsCardNumber, holdsCardNumber } from '../../shared/payments/card-number';

/** A request body larger than the route allows; the route answers 413. */
export class BodyTooLarge extends Error {}

/**
 * Reads a request body as text, refusing it as soon as it passes `maxBytes`
 * (declared or actually streamed), so an oversized upload is never buffered whole.
 */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await discardRest(reader);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a half-read chunked body to its end without keeping it. workerd stalls the server's next
 * request when a worker answers while a chunked request body is partly read (cancelling the reader,
 * releasing it or draining it after the answer all leave it stuck), so the refusal waits until the
 * upload is over. The platform's own request size cap bounds how long that can be.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The client went away mid-upload: nothing is left to discard.
  }
}

/**
 * A small JSON body checked against its schema, or the answer to send instead:
 * 413 past `maxBytes`, API400 with `invalidMessage` for malformed JSON or a body the schema refuses;
 * with `requireJsonType`, API415 for a body not declared `application/json`.
 */
export async function readJsonBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  maxBytes: number,
  invalidMessage: string,
  { requireJsonType = false }: { requireJsonType?: boolean } = {},
): Promise<z.infer<S> | Response> {
  if (requireJsonType && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return apiError(c, 'API415', 'Content type must be application/json');
  let body: unknown;
  try {
    body = JSON.parse(await readBody(c.req.raw, maxBytes));
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${maxBytes} bytes`);
    return apiError(c, 400, 'API400', invalidMessage);
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : apiError(c, 400, 'API400', invalidMessage);
}

/** A small URL-encoded form (the editors' HTML forms); null when it is not one or passes `maxBytes`. */
export async function readFormBody(request: Request, maxBytes: number): Promise<Record<string, string> | null> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return null;
  try {
    return Object.fromEntries(new URLSearchParams(await readBody(request, maxBytes)));
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}

export const NO_CARD_NUMBERS = 'Card numbers are only taken by the card fields';

/**
 * A JSON body for a route near payment, refused whole (API400, never repeating it) when it holds
 * anything like a card number, in any key or value (or anywhere in a body that is not JSON): a card
 * number reaches the payment provider's own fields only, so one arriving here is never parsed
 * further, logged or forwarded. `opaque` names top-level fields whose well-formed values are left
 * out of the scan: random ids whose digits could read like one (a uuid's groups run together
 * across their dashes).
 */
export async function readBodyWithoutCardNumbers(c: Context<AppEnv>, maxBytes: number, opaque: Readonly<Record<string, z.ZodType>> = {}): Promise<unknown | Response> {
  let text: string;
  try {
    text = await readBody(c.req.raw, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${maxBytes} bytes`);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return apiError(c, 400, 'API400', containsCardNumber(text) ? NO_CARD_NUMBERS : 'The request body is not valid');
  }
  return holdsCardNumber(withoutOpaque(body, opaque)) ? apiError(c, 400, 'API400', NO_CARD_NUMBERS) : body;
}

function withoutOpaque(body: unknown, opaque: Readonly<Record<string, z.ZodType>>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !(Object.hasOwn(opaque, key) && opaque[key]!.safeParse(value).success)));
}
