import { describe, expect, it } from 'vitest';
import { streamedSoFar } from './deferred';

const script = (text: string, followed: boolean) => ({ textContent: text, nextSibling: followed ? {} : null });

describe('streamed results read by the entry', () => {
  it('skips a script whose text is still arriving while the document loads', () => {
    // The network cut the last result in half: the parser shows its element with half its text.
    const scripts = [script('{"ok":true,"data":1}', true), script('{"ok":true,"da', false)];
    expect(streamedSoFar(scripts, true)).toEqual([{ ok: true, data: 1 }]);
  });

  it('reads every script once the document has loaded', () => {
    const scripts = [script('{"ok":true,"data":1}', true), script('{"ok":false}', false)];
    expect(streamedSoFar(scripts, false)).toEqual([{ ok: true, data: 1 }, { ok: false }]);
  });
});
