import type { Readable } from 'node:stream';

/** Keeps at most `limit` bytes of a stream; calls `onOverflow` once when more arrive. */
export function captureCapped(stream: Readable, limit: number, onOverflow: () => void) {
  const chunks: Buffer[] = [];
  const listeners: ((chunk: Buffer) => void)[] = [];
  let kept = 0;
  let overflowed = false;
  stream.on('data', (chunk: Buffer) => {
    if (overflowed) return;
    for (const listener of listeners) listener(chunk);
    const room = limit - kept;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      kept = limit;
      overflowed = true;
      // Stop reading: the writer gets EPIPE while its tree is killed.
      stream.destroy();
      onOverflow();
      return;
    }
    chunks.push(chunk);
    kept += chunk.length;
  });
  stream.on('error', () => {});
  return {
    text: () => Buffer.concat(chunks).toString('utf8'),
    overflowed: () => overflowed,
    listen: (listener: (chunk: Buffer) => void) => listeners.push(listener),
  };
}
