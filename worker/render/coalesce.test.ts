import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce';

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
});
