import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig, repoRoot } from './config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'zencode-config-test-'));

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.dataDir).toBe(dataDir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webDist).toBe(join(repoRoot, 'out', 'renderer'));
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.logLevel).toBe('info');
    expect(config.judgeConcurrency).toBeGreaterThan(0);
    expect(config.judgeCacheBytes).toBe(512 * 1024 * 1024);
    expect(config.judgeStartAhead).toBe(2);
    expect(config.leanReads).toBe(true);
    expect(config.oauth.github).toBeUndefined();
    expect(config.ai).toBeUndefined();
  });

  it('reads and converts every kind of value', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      HOST: '0.0.0.0',
      PORT: '18001',
      PUBLIC_URL: 'https://zencode.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/zen',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_TOKEN_URL: 'http://127.0.0.1:18050/token',
      AI_BASE_URL: 'http://127.0.0.1:18051/v1/',
      AI_MODEL: 'zen-1',
      JUDGE_CONCURRENCY: '3',
      JUDGE_CACHE_MB: '0',
      JUDGE_START_AHEAD: '0',
      LOG_LEVEL: 'debug',
      LEAN_READS: 'off',
    });
    expect(config.port).toBe(18001);
    expect(config.publicUrl).toBe('https://zencode.example');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/zen');
    expect(config.oauth.github).toMatchObject({
      clientId: 'id',
      tokenUrl: 'http://127.0.0.1:18050/token',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
    });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:18051/v1',
      model: 'zen-1',
      apiKey: undefined,
    });
    expect(config.judgeConcurrency).toBe(3);
    expect(config.judgeCacheBytes).toBe(0);
    expect(config.judgeStartAhead).toBe(0);
    expect(config.leanReads).toBe(false);
  });

  it('takes relative paths from the repository root', () => {
    const config = loadConfig({ DATA_DIR: '.tmp/config-test-data', WEB_DIST: 'out/web' });
    expect(config.dataDir).toBe(join(repoRoot, '.tmp', 'config-test-data'));
    expect(config.webDist).toBe(join(repoRoot, 'out', 'web'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', SMTP_URL: '' }).port).toBe(8080);
  });

  it('is frozen', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.mail)).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT: expected a port from 1 to 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: expected one of debug, info/],
    [{ JUDGE_CONCURRENCY: '0' }, /JUDGE_CONCURRENCY/],
    [{ JUDGE_CACHE_MB: '-1' }, /JUDGE_CACHE_MB: expected 0 \(keep no compiled program\) or more/],
    [{ JUDGE_CACHE_MB: 'lots' }, /JUDGE_CACHE_MB: expected a number/],
    [{ JUDGE_START_AHEAD: '9' }, /JUDGE_START_AHEAD: expected at most 8/],
    [
      { JUDGE_START_AHEAD: '-1' },
      /JUDGE_START_AHEAD: expected 0 \(start every sandbox when its run comes\) or more/,
    ],
    [{ LEAN_READS: 'maybe' }, /LEAN_READS: expected on or off/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: expected at least 32 characters/],
    [{ GITHUB_CLIENT_ID: 'id' }, /Set GITHUB_CLIENT_SECRET too/],
    [{ GOOGLE_CLIENT_SECRET: 's' }, /Set GOOGLE_CLIENT_ID too/],
    [{ AI_BASE_URL: 'http://127.0.0.1:1/v1' }, /Set AI_MODEL too/],
    [
      { COMPILER_CPU_MS: '5000', COMPILER_WALL_MS: '3000' },
      /Set COMPILER_WALL_MS to at least COMPILER_CPU_MS: the wall-clock limit \(3000 ms\) is below the CPU limit \(5000 ms\)/,
    ],
  ])('fails fast naming the variable: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('generates the JWT key once in the data directory, readable only by its owner', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET and then writes no key file', () => {
    const dataDir = tempDir();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('is documented: .env.example lists every variable, and its values parse', () => {
    const lines = readFileSync(join(repoRoot, '.env.example'), 'utf8').split('\n');
    const entries = lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
    expect(entries.map(([name]) => name).sort()).toEqual([...configVariables].sort());
    expect(() => loadConfig({ ...Object.fromEntries(entries), DATA_DIR: tempDir() })).not.toThrow();
  });
});
