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

/** The first bytes a harness reads (see README.md); the cases follow one at a time. */
export function encodeBatchHeader(header: BatchHeader & { caseCount: number }): Buffer {
  return Buffer.from(
    `${header.nonce}\n${header.timeLimitMs} ${header.outputLimitBytes} ${header.caseCount}\n`,
  );
}

/**
 * One case as the harness reads it. Length-prefixed, so a case that stops half-way (an exception
 * between calls) cannot shift where the next case is read from.
 */
export function encodeBatchCase(signature: HarnessSignature, input: string): Buffer {
  const tokens: (string | Buffer)[] = [];
  encodeCase(signature, input, tokens);
  const body = joinTokens(tokens);
  return Buffer.concat([Buffer.from(`${body.length}:`), body, Buffer.from('\n')]);
}

/** Header and every case at once: what a harness reads when nothing waits for its results. */
export function encodeBatch(
  header: BatchHeader,
  signature: HarnessSignature,
  inputs: string[],
): Buffer {
  return Buffer.concat([
    encodeBatchHeader({ ...header, caseCount: inputs.length }),
    ...inputs.map((input) => encodeBatchCase(signature, input)),
  ]);
}
