/*
 * React's streaming renderer closes the document (`</body></html>`) with the shell, then sends the
 * bootstrap script and every region that resolved later (hidden `<div id="S:…">` segments and the
 * scripts that move them in) after it. Browsers cope; an HTML parser or checker stops at content
 * after `</html>`. This holds the closing tags back and writes them after the last byte React sends.
 */

const CLOSE = new TextEncoder().encode('</body></html>');

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  for (let at = haystack.indexOf(first!); at !== -1 && at <= haystack.length - needle.length; at = haystack.indexOf(first!, at + 1)) {
    let same = true;
    for (let k = 1; k < needle.length && same; k += 1) same = haystack[at + k] === needle[k];
    if (same) return at;
  }
  return -1;
}

/** How many bytes at the end of `data` could begin the closing tags (held back until the next chunk). */
function partialTail(data: Uint8Array): number {
  for (let keep = Math.min(CLOSE.length - 1, data.length); keep > 0; keep -= 1) {
    let same = true;
    for (let k = 0; k < keep && same; k += 1) same = data[data.length - keep + k] === CLOSE[k];
    if (same) return keep;
  }
  return 0;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** A stateful rewrite of a byte stream: what to send for each piece, and what to send at its end. */
export interface ChunkRewriter {
  push(chunk: Uint8Array): Uint8Array[];
  end(): Uint8Array[];
}

/** Moves the first `</body></html>` of the bytes pushed through it to their very end. */
export function createDocumentCloser(): ChunkRewriter {
  let held = new Uint8Array(0);
  let moved = false;
  return {
    push(chunk) {
      if (moved) return [chunk];
      const data = joined(held, chunk);
      const at = indexOf(data, CLOSE);
      if (at !== -1) {
        moved = true;
        held = new Uint8Array(0);
        return [data.subarray(0, at), data.subarray(at + CLOSE.length)].filter((part) => part.length > 0);
      }
      const keep = partialTail(data);
      held = data.slice(data.length - keep);
      return data.length > keep ? [data.subarray(0, data.length - keep)] : [];
    },
    end() {
      return [held, ...(moved ? [CLOSE.slice()] : [])].filter((part) => part.length > 0);
    },
  };
}

export interface DocumentCloseOptions {
  /** Called once the stream has ended normally (never for one that errored or was cancelled). */
  onEnd?: () => void;
}

/** The closer as a stream of its own (the renderer runs it inside its chunk coalescing instead). */
export function closeDocumentLast({ onEnd }: DocumentCloseOptions = {}): TransformStream<Uint8Array, Uint8Array> {
  const closer = createDocumentCloser();
  return new TransformStream({
    transform(chunk, controller) {
      for (const part of closer.push(chunk)) controller.enqueue(part);
    },
    flush(controller) {
      for (const part of closer.end()) controller.enqueue(part);
      onEnd?.();
    },
  });
}
