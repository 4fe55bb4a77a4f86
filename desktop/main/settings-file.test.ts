import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingNotSavedText } from '@zencode/shared/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeReadOnly } from './read-only-for-tests.ts';
import { SettingNotSavedError, updateSettingsFile } from './settings-file.ts';

let dir: string;
let restore: (() => void) | null = null;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zencode-settings-file-'));
});
afterEach(() => {
  restore?.();
  restore = null;
  rmSync(dir, { recursive: true, force: true });
});

const before = `${JSON.stringify({ serverUrl: 'https://zen.example.org' })}\n`;

describe('updateSettingsFile', () => {
  it('sets some settings and keeps the others, leaving nothing beside the file', () => {
    const file = join(dir, 'settings.json');
    writeFileSync(file, before);
    updateSettingsFile(file, { toolchains: { python: '/opt/python3' } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      serverUrl: 'https://zen.example.org',
      toolchains: { python: '/opt/python3' },
    });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('says the setting was not saved when the file is read-only, and keeps it as it was', () => {
    const file = join(dir, 'settings.json');
    writeFileSync(file, before);
    restore = makeReadOnly(file);
    const update = () => updateSettingsFile(file, { serverUrl: 'https://other.example.org' });
    expect(update).toThrow(SettingNotSavedError);
    expect(update).toThrow(settingNotSavedText(file));
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('says the setting was not saved when its folder is read-only, with or without a file', () => {
    const folder = join(dir, 'user-data');
    mkdirSync(folder);
    const file = join(folder, 'settings.json');
    writeFileSync(file, before);
    const missing = join(folder, 'other-settings.json');
    restore = makeReadOnly(folder);
    expect(() => updateSettingsFile(file, { serverUrl: 'https://other.example.org' })).toThrow(
      settingNotSavedText(file),
    );
    expect(() => updateSettingsFile(missing, { toolchains: {} })).toThrow(
      settingNotSavedText(missing),
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(folder)).toEqual(['settings.json']);
  });
});
