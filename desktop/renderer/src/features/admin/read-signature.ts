import { signatureSchema, type Signature } from '@zencode/shared/contract';

/** Reads the editor's text as a signature, or says what is wrong with it. */
export function readSignature(text: string): { signature: Signature } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${(error as Error).message}` };
  }
  const parsed = signatureSchema.safeParse(value);
  if (parsed.success) return { signature: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: issue ? `${issue.path.join('.') || 'signature'}: ${issue.message}` : 'Invalid' };
}
