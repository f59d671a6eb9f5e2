import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS, errorStatuses, type ErrorId } from './catalogue';

const ROOT = join(__dirname, '../..');

/** Every module of the worker and the mocks, read as text: the refusals they build are written in it. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [{ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

interface Written {
  where: string;
  errorId: string;
  status?: number;
  /** Whether leaving the status out means the catalogue's one status (a builder's call), not a status decided elsewhere. */
  built: boolean;
}

/** Each literal error id the worker and the mocks answer, with the status written beside it, if any. */
function writtenAnswers(): Written[] {
  const builders = [
    /\b(?:apiError|wordedError)\(c, (?:(\d{3}), )?'(\w+)'/g,
    /\bfail\((?:(\d{3}), )?'(\w+)'/g,
    /\berrorResponse\(request, (?:(\d{3}), )?'(\w+)'/g,
    /\berrorResponse\(request, (?:(\d{3}), )?\w+ \? '(\w+)' : '(\w+)'/g,
  ];
  const found: Written[] = [];
  for (const { file, text } of [...sources(join(ROOT, 'worker')), ...sources(join(ROOT, 'mocks'))]) {
    const add = (match: RegExpMatchArray, built: boolean) => {
      const [, status, ...ids] = match;
      for (const errorId of ids.filter(Boolean) as string[]) found.push({ where: `${file}: ${match[0]}`, errorId, built, ...(status ? { status: Number(status) } : {}) });
    };
    for (const pattern of builders) for (const match of text.matchAll(pattern)) add(match, true);
    for (const match of text.matchAll(/(?:status: (\d{3}), )?errorId: '(\w+)'/g)) add(match, false);
  }
  return found;
}

describe('the error ids the worker and the mocks write down', () => {
  it('are catalogued, each at a status the catalogue lists, and a builder names a status only for an id listed at several', () => {
    const answers = writtenAnswers();
    expect(answers.length).toBeGreaterThan(250);
    for (const { where, errorId, status, built } of answers) {
      expect(errorId in ERRORS, `${where}: ${errorId} is not in the error catalogue`).toBe(true);
      const statuses = errorStatuses(errorId as ErrorId);
      if (status !== undefined) expect(statuses, `${where}: ${errorId} is not answered at ${status}`).toContain(status);
      else if (built) expect(statuses, `${where}: ${errorId} is answered at several statuses, so the call says which`).toHaveLength(1);
    }
  });

  it('name only catalogued codes beside an error id', () => {
    const codes = [...sources(join(ROOT, 'worker')), ...sources(join(ROOT, 'mocks'))].flatMap(({ file, text }) =>
      [...text.matchAll(/\bcode: '([A-Z]{2,}\d+)'/g)].map((match) => ({ where: `${file}: ${match[0]}`, code: match[1] as string })),
    );
    expect(codes.length).toBeGreaterThan(10);
    for (const { where, code } of codes) expect(code in ERRORS, `${where}: ${code} is not in the error catalogue`).toBe(true);
  });
});
