import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce';
import { createDocumentCloser } from './document-close';

const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(new TextDecoder().decode(chunk));
  return chunks;
}

describe('coalesceChunks', () => {
  it('joins the chunks written in one task into one, keeping their order', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('<html>'));
        controller.enqueue(bytes('<head>'));
        controller.enqueue(bytes('</head>'));
        controller.close();
      },
    });
    expect(await readAll(source.pipeThrough(coalesceChunks()))).toEqual(['<html><head></head>']);
  });

  it('does not hold a flush back until a later one: each task leaves as its own chunk', async () => {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('shell'));
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(bytes('late region'));
        controller.close();
      },
    });
    expect(await readAll(source.pipeThrough(coalesceChunks()))).toEqual(['shell', 'late region']);
  });

  it('sends the shell at once without its closing tags, and closes the document after the late regions', async () => {
    let ended = false;
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<html><body>shell</body></html>'));
        controller.enqueue(bytes('<script src="/entry.js"></script>'));
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(bytes('<div hidden id="S:0">late</div>'));
        controller.close();
      },
    });
    const chunks = await readAll(source.pipeThrough(coalesceChunks({ rewrite: createDocumentCloser(), onEnd: () => (ended = true) })));
    expect(chunks).toEqual(['<html><body>shell', '<script src="/entry.js"></script>', '<div hidden id="S:0">late</div>', '</body></html>']);
    expect(ended).toBe(true);
  });
});
