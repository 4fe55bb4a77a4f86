import { describe, expect, it } from 'vitest';
import { getLanguage, languages, setToolchainPath } from './registry.ts';
import { toolchainExecutable, withToolchain } from './with-toolchain.ts';

describe('withToolchain', () => {
  it('puts the chosen program in every command, and the tools beside it in its folder', () => {
    const java = withToolchain(getLanguage('java'), '/opt/jdk-21/bin/java');
    expect(java.versionProbe.argv[0]).toBe('/opt/jdk-21/bin/java');
    expect(java.run('Main', [])[0]).toBe('/opt/jdk-21/bin/java');
    expect(java.compile!(['Main.java'], '/prep')[0]).toBe('/opt/jdk-21/bin/javac');
    expect(java.lint.argv(['Main.java'], 'Main.java', '/prep')[0]).toBe('/opt/jdk-21/bin/javac');
    // Only the program changes: flags and the rest of each command are the language file's.
    expect(java.run('Main', ['-Xmx64m']).slice(1)).toEqual(
      getLanguage('java').run('Main', ['-Xmx64m']).slice(1),
    );
    const cpp = withToolchain(getLanguage('cpp'), '/opt/llvm/bin/clang++');
    expect(cpp.prepare!.argv[0]).toBe('/opt/llvm/bin/clang++');
    expect(cpp.run('main', [])).toEqual(['./main']);
  });

  it('keeps a Windows path’s separator and gives the tools beside it their .exe', () => {
    const jdk = 'C:\\Program Files\\Eclipse Adoptium\\jdk-21\\bin';
    const java = withToolchain(getLanguage('java'), `${jdk}\\java.exe`);
    expect(java.run('Main', [])[0]).toBe(`${jdk}\\java.exe`);
    expect(java.compile!(['Main.java'], '/prep')[0]).toBe(`${jdk}\\javac.exe`);
    expect(java.lint.argv(['Main.java'], 'Main.java', '/prep')[0]).toBe(`${jdk}\\javac.exe`);
    const python = withToolchain(getLanguage('python'), 'C:/Python312/python.exe');
    expect(python.run('main.py', [])[0]).toBe('C:/Python312/python.exe');
  });

  it('is used by getLanguage only when set, and only until reset (the server never sets one)', () => {
    for (const language of languages)
      // Debian keeps Go 1.23 beside its other versions, in /usr/lib/go-1.23/bin.
      expect(toolchainExecutable(getLanguage(language.id))).toMatch(
        /^\/usr\/(?:bin|lib\/go-[\d.]+\/bin)\//,
      );
    setToolchainPath('python', '/home/ada/.pyenv/bin/python3');
    try {
      expect(getLanguage('python').run('main.py', [])).toEqual([
        '/home/ada/.pyenv/bin/python3',
        '-I',
        '-B',
        'main.py',
      ]);
      expect(getLanguage('c').compile!(['main.c'], '/prep')[0]).toBe('/usr/bin/gcc');
    } finally {
      setToolchainPath('python', null);
    }
    expect(getLanguage('python').run('main.py', [])[0]).toBe('/usr/bin/python3');
  });
});
