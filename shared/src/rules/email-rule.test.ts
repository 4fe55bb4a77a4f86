import { describe, expect, it } from 'vitest';
import { emailSchema } from '../contract/index.ts';
import { isEmailShape } from './email-rule.ts';

describe('isEmailShape', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', '  ada@example.com  ', 'x@y.io'])(
    'accepts %j',
    (email) => {
      expect(isEmailShape(email)).toBe(true);
    },
  );

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a da@example.com',
    'a@b@c.com',
    'a@.com',
    'a@b..com',
    'a@b.com.',
  ])('rejects %j', (email) => {
    expect(isEmailShape(email)).toBe(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(isEmailShape(`${'a'.repeat(245)}@example.com`)).toBe(false);
  });

  it('agrees with the server schema on trimmed input', () => {
    for (const email of ['ada@example.com', 'ada@example', 'a@b..com', 'x@y.io']) {
      expect(emailSchema.safeParse(email).success).toBe(isEmailShape(email));
    }
  });
});
