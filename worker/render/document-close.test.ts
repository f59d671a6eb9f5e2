import { describe, expect, it } from 'vitest';
import { closeDocumentLast } from './document-close';

const encoder = new TextEncoder();

async function through(chunks: string[], onEnd?: () => void): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(closeDocumentLast({ onEnd }))).text();
}

describe('closeDocumentLast', () => {
  it('moves the closing tags after the late segments and scripts', async () => {
    const html = await through(['<!DOCTYPE html><html><body><main>shell</main></body></html>', '<script src="/e.js"></script>', '<div hidden id="S:0">late</div><script>$RC("B:0","S:0")</script>']);
    expect(html).toBe('<!DOCTYPE html><html><body><main>shell</main><script src="/e.js"></script><div hidden id="S:0">late</div><script>$RC("B:0","S:0")</script></body></html>');
  });

  it('finds the closing tags when a chunk boundary splits them, at any point', async () => {
    const text = '<html><body>é shell</body></html><div hidden id="S:0">ü</div>';
    const bytes = encoder.encode(text);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      });
      expect(await new Response(source.pipeThrough(closeDocumentLast())).text(), `cut at ${cut}`).toBe('<html><body>é shell<div hidden id="S:0">ü</div></body></html>');
    }
  });

  it('leaves a document that closed last as it was, and one that never closed unclosed', async () => {
    expect(await through(['<html><body>a', '</body></html>'])).toBe('<html><body>a</body></html>');
    expect(await through(['<html><body>a</bo', 'dy'])).toBe('<html><body>a</body');
  });

  it('says when the stream ended normally, and only then', async () => {
    let ended = 0;
    await through(['<html><body></body></html>'], () => (ended += 1));
    expect(ended).toBe(1);
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<html><body>'));
        controller.error(new Error('cut short'));
      },
    });
    await expect(new Response(failing.pipeThrough(closeDocumentLast({ onEnd: () => (ended += 1) }))).text()).rejects.toThrow();
    expect(ended).toBe(1);
  });
});
