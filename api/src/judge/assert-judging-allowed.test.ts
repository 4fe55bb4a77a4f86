import { describe, expect, it } from 'vitest';
import {
  assertJudgingAllowed,
  isLoopbackHost,
  JudgingNotAllowedError,
} from './assert-judging-allowed.ts';

describe('assertJudgingAllowed', () => {
  it('allows an isolated sandbox on any address', () => {
    expect(() => assertJudgingAllowed('0.0.0.0', { isolated: true })).not.toThrow();
  });

  it('allows an unisolated sandbox on loopback only', () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '::1',
      '[::1]',
      '127.0.1.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(() => assertJudgingAllowed(host, { isolated: false }), host).not.toThrow();
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com', '128.0.0.1']) {
      expect(() => assertJudgingAllowed(host, { isolated: false }), host).toThrow(
        JudgingNotAllowedError,
      );
    }
  });

  it('recognises loopback names', () => {
    expect(isLoopbackHost('app.localhost')).toBe(true);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
  });
});
