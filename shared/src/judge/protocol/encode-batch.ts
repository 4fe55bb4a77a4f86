import { type HarnessSignature, encodeCase } from './encode-case.ts';
import { joinTokens } from './encode-value.ts';

export interface BatchHeader {
  /** Random per run: frames carrying any other value are not the harness's. */
  nonce: string;
  /** CPU time allowed to one case, in milliseconds (after the language multiplier). */
  timeLimitMs: number;
  /** Bytes one case may print to stdout and stderr together. */
  outputLimitBytes: number;
}

/** The stdin of one harness run: header, then every case's tokens (see README.md). */
export function encodeBatch(
  header: BatchHeader,
  signature: HarnessSignature,
  inputs: string[],
): Buffer {
  const parts: Buffer[] = [
    Buffer.from(
      `${header.nonce}\n${header.timeLimitMs} ${header.outputLimitBytes} ${inputs.length}\n`,
    ),
  ];
  for (const input of inputs) {
    const tokens: (string | Buffer)[] = [];
    encodeCase(signature, input, tokens);
    // Length-prefixed, so a case that stops half-way (an exception between calls) cannot shift
    // where the next case is read from.
    const body = joinTokens(tokens);
    parts.push(Buffer.from(`${body.length}:`), body, Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}
