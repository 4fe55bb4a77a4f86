import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, settingNotSavedText } from '@zencode/shared/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { makeReadOnly } from './read-only-for-tests.ts';
import { readServerSetting, writeServerSetting } from './server-setting.ts';

const dir = mkdtempSync(join(tmpdir(), 'zencode-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server setting', () => {
  it('is none until the learner picks one, then kept without a trailing slash', () => {
    const file = join(dir, 'kept.json');
    expect(readServerSetting(file)).toBeNull();
    expect(writeServerSetting(file, 'https://zencode.example.org/')).toEqual({
      serverUrl: 'https://zencode.example.org',
    });
    expect(readServerSetting(file)).toBe('https://zencode.example.org');
    expect(readdirSync(dir)).toEqual(['kept.json']);
  });

  it('refuses what is not an http(s) address, keeping the last choice', () => {
    const file = join(dir, 'refused.json');
    writeServerSetting(file, 'http://127.0.0.1:8080');
    for (const bad of ['ftp://example.org', 'zencode.example.org', '', 42, null])
      expect(writeServerSetting(file, bad)).toEqual({ error: messages.serverUrlInvalid });
    expect(readServerSetting(file)).toBe('http://127.0.0.1:8080');
  });

  it('reads a damaged or hand-edited file as no choice', () => {
    const file = join(dir, 'damaged.json');
    for (const text of ['{"serverUrl": "http://a', '{"serverUrl": "file:///etc/passwd"}', '[]']) {
      writeFileSync(file, text);
      expect(readServerSetting(file)).toBeNull();
    }
  });

  it('says the choice was not saved when settings.json cannot be written, keeping the last', () => {
    const file = join(dir, 'read-only.json');
    writeServerSetting(file, 'http://127.0.0.1:8080');
    const restore = makeReadOnly(file);
    try {
      expect(writeServerSetting(file, 'https://zencode.example.org')).toEqual({
        error: settingNotSavedText(file),
      });
    } finally {
      restore();
    }
    expect(readServerSetting(file)).toBe('http://127.0.0.1:8080');
  });
});
