import { describe, expect, it } from 'vitest';
import { readSignature } from './read-signature.ts';

describe('readSignature', () => {
  it('reads a function signature', () => {
    const text = JSON.stringify({
      kind: 'function',
      name: 'f',
      params: [{ name: 'nums', type: 'integer[]' }],
      return: { type: 'integer' },
    });
    expect(readSignature(text)).toEqual({ signature: JSON.parse(text) as unknown });
  });

  it('says why text is not JSON', () => {
    expect(readSignature('{ kind')).toEqual({ error: expect.stringMatching(/^Not valid JSON: /) });
  });

  it('names the field that does not fit', () => {
    const read = readSignature(
      JSON.stringify({
        kind: 'function',
        name: 'f',
        params: [{ name: 'x', type: 'int' }],
        return: { type: 'void' },
      }),
    );
    expect(read).toEqual({ error: expect.stringMatching(/^params\.0\.type: Unknown type/) });
  });
});
