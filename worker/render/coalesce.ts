import type { ChunkRewriter } from './document-close';

export interface CoalesceOptions {
  /** Rewrites the joined bytes on their way out (the document's closing tags moved to its end). */
  rewrite?: ChunkRewriter;
  /** Called once the source has ended normally, after the last bytes went out. */
  onEnd?: () => void;
}

/**
 * React's edge renderer enqueues a document as many ~2 KB chunks; each costs a
 * trip through the runtime's stream machinery. This joins the chunks written
 * in one task and passes them on together, so a flush React makes still goes
 * out at once (the shell is never held back) but as one write.
 */
export function coalesceChunks({ rewrite, onEnd }: CoalesceOptions = {}): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;

  function drain(controller: TransformStreamDefaultController<Uint8Array>) {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = new Uint8Array(size);
    let offset = 0;
    for (const chunk of pending) {
      joined.set(chunk, offset);
      offset += chunk.byteLength;
    }
    pending = [];
    size = 0;
    for (const part of rewrite ? rewrite.push(joined) : [joined]) controller.enqueue(part);
  }

  return new TransformStream({
    transform(chunk, controller) {
      pending.push(chunk);
      size += chunk.byteLength;
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => drain(controller), 0);
      }
    },
    flush(controller) {
      drain(controller);
      for (const part of rewrite?.end() ?? []) controller.enqueue(part);
      onEnd?.();
    },
  });
}
