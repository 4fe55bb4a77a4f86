import { encodeBatchCase } from './encode-batch.ts';
import type { HarnessSignature } from './encode-case.ts';

/** Bytes of inputs and encodings kept (a problem's cases are a few hundred KiB at most). */
const defaultCapacityBytes = 32 * 1024 * 1024;

/**
 * Cases as the harness reads them (encodeBatchCase), kept per signature and input, least recently
 * used first out. A problem's cases are judged again with every submission: reading LeetCode
 * literals back into wire values took about 20 ms of the API process's CPU per submission of a
 * 20-case Two Sum (twice: once to check the inputs before compiling, once to feed them), on the
 * event loop that also answers the POST and the progress stream. An input that does not fit its
 * signature throws CaseInputError each time and is never kept.
 */
export class EncodedCaseCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly capacityBytes = defaultCapacityBytes) {}

  /** The encoded case, from the cache or encoded now (and kept). */
  get(signature: HarnessSignature, input: string): Buffer {
    const key = `${JSON.stringify(signature)}\u0000${input}`;
    const kept = this.entries.get(key);
    if (kept) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const encoded = encodeBatchCase(signature, input);
    const size = key.length * 2 + encoded.length;
    if (size > this.capacityBytes) return encoded;
    this.entries.set(key, encoded);
    this.bytes += size;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.capacityBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldKey.length * 2 + oldValue.length;
    }
    return encoded;
  }

  /** How many cases are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

/** The process's cache, shared by every judge and run in it. */
export const encodedCases = new EncodedCaseCache();
