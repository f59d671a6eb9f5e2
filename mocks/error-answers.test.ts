import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { IRequest } from 'itty-router';
import { describe, expect, it } from 'vitest';
import { ERRORS, errorStatuses, type ErrorId } from '../shared/errors';
import { errorResponse, refusalResponse, type Refusal } from './http';

const request = () => ({ headers: new Headers() }) as unknown as IRequest;
const answered = async (response: Response) => ({ status: response.status, errorId: ((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId });

/** Every mock module, read as text: the refusal tables and the answers they build are written in it. */
function mockSources(dir = __dirname): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mockSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [{ file: relative(__dirname, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

/** Each error id a mock writes down, with the status written beside it (none where the catalogue's one status is meant). */
function writtenAnswers(): { where: string; errorId: string; status?: number }[] {
  const found: { where: string; errorId: string; status?: number }[] = [];
  const patterns = [
    /errorResponse\(request, (?:(\d{3}), )?'(\w+)'/g,
    /(?:status: (\d{3}), )?errorId: '(\w+)'/g,
    /errorResponse\(request, (?:(\d{3}), )?\w+ \? '(\w+)' : '(\w+)'/g,
  ];
  for (const { file, text } of mockSources()) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const [, status, ...ids] = match;
        for (const errorId of ids.filter(Boolean) as string[]) found.push({ where: `${file}: ${match[0]}`, errorId, ...(status ? { status: Number(status) } : {}) });
      }
    }
  }
  return found;
}

describe("the mocks' error answers", () => {
  it('answer only catalogued ids, each at a status the catalogue lists, naming a status only where it lists several', () => {
    const answers = writtenAnswers();
    expect(answers.length).toBeGreaterThan(150);
    for (const { where, errorId, status } of answers) {
      expect(errorId in ERRORS, `${where}: ${errorId} is not in the error catalogue`).toBe(true);
      const statuses = errorStatuses(errorId as ErrorId);
      if (status === undefined) expect(statuses, `${where}: ${errorId} is answered at several statuses, so the mock says which`).toHaveLength(1);
      else expect(statuses, `${where}: ${errorId} is not answered at ${status}`).toContain(status);
    }
  });

  it('name only catalogued codes beside an error id', () => {
    const codes = mockSources().flatMap(({ file, text }) => [...text.matchAll(/\bcode: '([A-Z]{2,}\d+)'/g)].map((match) => ({ where: `${file}: ${match[0]}`, code: match[1] as string })));
    expect(codes.length).toBeGreaterThan(10);
    for (const { where, code } of codes) expect(code in ERRORS, `${where}: ${code} is not in the error catalogue`).toBe(true);
  });

  it("answer an id known at one status with the catalogue's status, and one known at several with the status given", async () => {
    expect(await answered(errorResponse(request(), 'API404', 'Not found'))).toEqual({ status: 404, errorId: 'API404' });
    expect(await answered(errorResponse(request(), 404, 'CART_NOT_FOUND', 'Cart not found'))).toEqual({ status: 404, errorId: 'CART_NOT_FOUND' });
    expect(await answered(refusalResponse(request(), { errorId: 'GFC755', message: 'Gift card already exists' }))).toEqual({ status: 409, errorId: 'GFC755' });
    expect(await answered(refusalResponse(request(), { status: 400, errorId: 'RTN500', message: 'Not on this order' }))).toEqual({ status: 400, errorId: 'RTN500' });
  });

  it('refuses, at compile time, a refusal that restates a known status, leaves out a needed one or names one not listed', () => {
    const refusals: Refusal[] = [
      // @ts-expect-error GFC755 is only ever 409: a refusal does not restate it
      { status: 409, errorId: 'GFC755', message: 'Gift card already exists' },
      // @ts-expect-error RTN500 is 400 or 409: the refusal says which
      { errorId: 'RTN500', message: 'Not on this order' },
      // @ts-expect-error 404 is not one of RTN500's statuses
      { status: 404, errorId: 'RTN500', message: 'Not on this order' },
      // @ts-expect-error an id that is not in the catalogue does not compile
      { errorId: 'NOT_AN_ERROR_ID', message: 'Nothing' },
    ];
    const typeChecks = () => [
      // @ts-expect-error API404 is only ever 404
      errorResponse(request(), 404, 'API404', 'Not found'),
      // @ts-expect-error CART_NOT_FOUND is 404 on the cart and 409 at checkout: the mock says which
      errorResponse(request(), 'CART_NOT_FOUND', 'Cart not found'),
    ];
    expect(refusals).toHaveLength(4);
    expect(typeChecks).toBeTypeOf('function');
  });
});
