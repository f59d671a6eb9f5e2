/**
 * React's edge renderer enqueues a document as many ~2 KB chunks; each costs a
 * trip through the runtime's stream machinery. This joins the chunks written
 * in one task and passes them on together, so a flush React makes still goes
 * out at once (the shell is never held back) but as one write.
 */
export function coalesceChunks(): TransformStream<Uint8Array, Uint8Array> {
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
    controller.enqueue(joined);
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
    },
  });
}
