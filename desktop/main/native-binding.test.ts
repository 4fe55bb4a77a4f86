import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  chooseNativeBinding,
  installedRemedy,
  moduleVersionOf,
  sqliteBindingCandidates,
} from './native-binding.ts';

const require = createRequire(import.meta.url);
// What npm installed: better-sqlite3's prebuilt file for this machine and keytar's, both Node-API.
const sqlitePackage = dirname(require.resolve('better-sqlite3/package.json'));
const nodeSqlite = sqliteBindingCandidates(sqlitePackage, process.platform, process.arch).find(
  (path) => existsSync(path),
)!;
const keytarBinary = join(
  dirname(require.resolve('keytar/package.json')),
  'build/Release/keytar.node',
);
const scratch = mkdtempSync(join(tmpdir(), 'zencode-native-'));
const built = (name: string, symbol: string) => {
  const path = join(scratch, name);
  writeFileSync(path, Buffer.concat([Buffer.from('\x7fELF\0\0'), Buffer.from(symbol)]));
  return path;
};

describe('moduleVersionOf', () => {
  it('reads the ABI from the compiled module itself', () => {
    expect(moduleVersionOf(readFileSync(nodeSqlite))).toBe('napi');
    expect(moduleVersionOf(readFileSync(keytarBinary))).toBe('napi');
    const legacy = built('legacy.node', '_node_register_module_v137\0');
    expect(moduleVersionOf(readFileSync(legacy))).toBe('137');
    expect(moduleVersionOf(Buffer.from('just text'))).toBeNull();
  });
});

describe('chooseNativeBinding', () => {
  it('takes the first candidate this runtime loads, and better-sqlite3 opens a database with it', () => {
    const forElectron = built('electron.node', '_node_register_module_v145\0');
    const choice = chooseNativeBinding({
      candidates: [join(scratch, 'absent.node'), forElectron, nodeSqlite],
      moduleVersion: process.versions.modules,
    });
    expect(choice).toEqual({ path: nodeSqlite });
    // A build for exactly this ABI is as good as a Node-API one.
    expect(
      chooseNativeBinding({ candidates: [forElectron, nodeSqlite], moduleVersion: '145' }),
    ).toEqual({ path: forElectron });
    const db = new Database(':memory:', { nativeBinding: nodeSqlite });
    expect(db.prepare('select 41 + 1 as answer').get()).toEqual({ answer: 42 });
    db.close();
  });

  it('refuses a build for another ABI and names both versions and the fixing command', () => {
    const forNode = built('node.node', '_node_register_module_v137\0');
    const choice = chooseNativeBinding({ candidates: [forNode], moduleVersion: '145' });
    expect(choice).toEqual({
      problem:
        `ZenCode cannot open its offline store (better-sqlite3). ${forNode} was built for ` +
        'NODE_MODULE_VERSION 137, and this app needs NODE_MODULE_VERSION 145. ' +
        'Run `npm run desktop:setup` in the ZenCode folder, then start the app again.',
    });
  });

  it('says what is missing when no candidate exists, and an installer says to reinstall', () => {
    const missing = join(scratch, 'prebuilds/linux-x64.node');
    expect(chooseNativeBinding({ candidates: [missing], moduleVersion: '145' })).toEqual({
      problem:
        'ZenCode cannot open its offline store (better-sqlite3). Its build for this app ' +
        `(NODE_MODULE_VERSION 145) is missing: looked for ${missing}. ` +
        'Run `npm run desktop:setup` in the ZenCode folder, then start the app again.',
    });
    const installed = chooseNativeBinding({
      candidates: [missing],
      moduleVersion: '145',
      remedy: installedRemedy,
    });
    expect('problem' in installed && installed.problem.endsWith(installedRemedy)).toBe(true);
  });

  it('calls a file that is no compiled module what it is', () => {
    const text = join(scratch, 'notes.node');
    writeFileSync(text, 'not a binary');
    const choice = chooseNativeBinding({ candidates: [text], moduleVersion: '145' });
    expect('problem' in choice && choice.problem).toContain(
      `${text} is not a compiled Node module`,
    );
  });
});

describe('sqliteBindingCandidates', () => {
  it('lists a local build first, then the prebuilt file for this OS and CPU', () => {
    expect(sqliteBindingCandidates('/app/node_modules/better-sqlite3', 'win32', 'x64')).toEqual([
      join('/app/node_modules/better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
      join('/app/node_modules/better-sqlite3', 'prebuilds', 'win32-x64.node'),
    ]);
  });
});
