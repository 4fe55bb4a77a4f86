import { posix, win32 } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverToolchain, type DiscoveryHost } from './discover-toolchains.ts';

/** A computer made of a list of files, with Windows' or POSIX paths. */
function fakeHost(platform: string, env: Record<string, string>, files: string[]): DiscoveryHost {
  const path = platform === 'win32' ? win32 : posix;
  const normal = (file: string) => (platform === 'win32' ? file.toLowerCase() : file);
  const existing = new Set(files.map(normal));
  return {
    platform,
    env,
    isExecutable: (file) => existing.has(normal(file)),
    list(folder) {
      const prefix = normal(path.join(folder, path.sep));
      return [
        ...new Set(
          files
            .filter((file) => normal(file).startsWith(prefix))
            .map((file) => file.slice(prefix.length).split(path.sep)[0]!),
        ),
      ];
    },
  };
}

describe('discoverToolchain on Windows', () => {
  const env = {
    PATH: 'C:\\Windows\\system32;C:\\Users\\ada\\AppData\\Local\\Microsoft\\WindowsApps;C:\\Program Files\\nodejs\\',
    LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local',
    ProgramFiles: 'C:\\Program Files',
    'ProgramFiles(x86)': 'C:\\Program Files (x86)',
    SystemRoot: 'C:\\Windows',
  };
  const computer = fakeHost('win32', env, [
    // The Store's alias for python: on PATH, but it opens the Store instead of running Python.
    'C:\\Users\\ada\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe',
    'C:\\Users\\ada\\AppData\\Local\\Programs\\Python\\Python39\\python.exe',
    'C:\\Users\\ada\\AppData\\Local\\Programs\\Python\\Python312\\python.exe',
    'C:\\Users\\ada\\AppData\\Local\\Programs\\Python\\Python311\\python.exe',
    'C:\\Program Files\\nodejs\\node.exe',
    'C:\\Program Files\\LLVM\\bin\\clang++.exe',
    'C:\\msys64\\ucrt64\\bin\\gcc.exe',
    // Oracle's java.exe alone is a runtime, not a JDK: no javac beside it.
    'C:\\Program Files\\Java\\jre-1.8\\bin\\java.exe',
    'C:\\Program Files\\Java\\jdk-17\\bin\\java.exe',
    'C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.2.13-hotspot\\bin\\java.exe',
    'C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.2.13-hotspot\\bin\\javac.exe',
  ]);

  it('finds python.org’s newest Python, node on PATH, LLVM, MSYS2’s gcc and a full JDK', () => {
    expect(discoverToolchain('python', '/usr/bin/python3', computer)).toBe(
      'C:\\Users\\ada\\AppData\\Local\\Programs\\Python\\Python312\\python.exe',
    );
    expect(discoverToolchain('javascript', '/usr/bin/node', computer)).toBe(
      'C:\\Program Files\\nodejs\\node.exe',
    );
    expect(discoverToolchain('typescript', '/usr/bin/node', computer)).toBe(
      'C:\\Program Files\\nodejs\\node.exe',
    );
    expect(discoverToolchain('cpp', '/usr/bin/clang++-19', computer)).toBe(
      'C:\\Program Files\\LLVM\\bin\\clang++.exe',
    );
    expect(discoverToolchain('c', '/usr/bin/gcc', computer)).toBe(
      'C:\\msys64\\ucrt64\\bin\\gcc.exe',
    );
    expect(discoverToolchain('java', '/usr/bin/java', computer)).toBe(
      'C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.2.13-hotspot\\bin\\java.exe',
    );
  });

  it('takes PATH first, JAVA_HOME for Java, and the py launcher when no python.exe exists', () => {
    const other = fakeHost(
      'win32',
      { ...env, PATH: 'C:\\tools\\python;C:\\Windows', JAVA_HOME: 'D:\\jdk-22' },
      [
        'C:\\tools\\python\\python.exe',
        'D:\\jdk-22\\bin\\java.exe',
        'D:\\jdk-22\\bin\\javac.exe',
        'C:\\Program Files\\Eclipse Adoptium\\jdk-21\\bin\\java.exe',
        'C:\\Program Files\\Eclipse Adoptium\\jdk-21\\bin\\javac.exe',
      ],
    );
    expect(discoverToolchain('python', '/usr/bin/python3', other)).toBe(
      'C:\\tools\\python\\python.exe',
    );
    expect(discoverToolchain('java', '/usr/bin/java', other)).toBe('D:\\jdk-22\\bin\\java.exe');
    const launcherOnly = fakeHost('win32', env, ['C:\\Windows\\py.exe']);
    expect(discoverToolchain('python', '/usr/bin/python3', launcherOnly)).toBe(
      'C:\\Windows\\py.exe',
    );
  });

  it('answers null when nothing is installed (the Store alias does not count)', () => {
    const bare = fakeHost('win32', env, [
      'C:\\Users\\ada\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe',
    ]);
    expect(discoverToolchain('python', '/usr/bin/python3', bare)).toBeNull();
    expect(discoverToolchain('java', '/usr/bin/java', bare)).toBeNull();
  });
});

describe('discoverToolchain on macOS', () => {
  // Started from the Finder, an app's PATH is only the system's folders.
  const env = { PATH: '/usr/bin:/bin:/usr/sbin:/sbin', HOME: '/Users/ada' };

  it('prefers Homebrew over the /usr/bin stub, and finds Xcode’s clang and an installed JDK', () => {
    const mac = fakeHost('darwin', env, [
      '/usr/bin/python3',
      '/opt/homebrew/bin/python3',
      '/opt/homebrew/bin/node',
      '/usr/bin/clang++',
      '/Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home/bin/java',
      '/Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home/bin/javac',
    ]);
    expect(discoverToolchain('python', '/usr/bin/python3', mac)).toBe('/opt/homebrew/bin/python3');
    expect(discoverToolchain('javascript', '/usr/bin/node', mac)).toBe('/opt/homebrew/bin/node');
    expect(discoverToolchain('cpp', '/usr/bin/clang++-19', mac)).toBe('/usr/bin/clang++');
    expect(discoverToolchain('java', '/usr/bin/java', mac)).toBe(
      '/Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home/bin/java',
    );
  });

  it('falls back to the command line tools’ python3 and an Intel Homebrew', () => {
    const mac = fakeHost('darwin', env, ['/usr/bin/python3', '/usr/local/bin/node']);
    expect(discoverToolchain('python', '/usr/bin/python3', mac)).toBe('/usr/bin/python3');
    expect(discoverToolchain('javascript', '/usr/bin/node', mac)).toBe('/usr/local/bin/node');
  });
});

describe('discoverToolchain for Rust', () => {
  it('finds rustup’s rustc in ~/.cargo/bin or CARGO_HOME on every OS, and Homebrew’s on macOS', () => {
    const windows = fakeHost('win32', { PATH: 'C:\\Windows', USERPROFILE: 'C:\\Users\\ada' }, [
      'C:\\Users\\ada\\.cargo\\bin\\rustc.exe',
    ]);
    expect(discoverToolchain('rust', '/usr/bin/rustc', windows)).toBe(
      'C:\\Users\\ada\\.cargo\\bin\\rustc.exe',
    );
    const macEnv = { PATH: '/usr/bin:/bin', HOME: '/Users/ada' };
    const rustup = fakeHost('darwin', macEnv, [
      '/opt/homebrew/bin/rustc',
      '/Users/ada/.cargo/bin/rustc',
    ]);
    expect(discoverToolchain('rust', '/usr/bin/rustc', rustup)).toBe('/Users/ada/.cargo/bin/rustc');
    const brew = fakeHost('darwin', macEnv, ['/opt/homebrew/bin/rustc']);
    expect(discoverToolchain('rust', '/usr/bin/rustc', brew)).toBe('/opt/homebrew/bin/rustc');
    const linuxEnv = { PATH: '/usr/bin', HOME: '/home/ada', CARGO_HOME: '/opt/cargo' };
    expect(
      discoverToolchain('rust', '/usr/bin/rustc', fakeHost('linux', linuxEnv, ['/usr/bin/rustc'])),
    ).toBe('/usr/bin/rustc');
    expect(
      discoverToolchain(
        'rust',
        '/usr/bin/rustc',
        fakeHost('linux', linuxEnv, ['/opt/cargo/bin/rustc']),
      ),
    ).toBe('/opt/cargo/bin/rustc');
    expect(discoverToolchain('rust', '/usr/bin/rustc', fakeHost('linux', linuxEnv, []))).toBeNull();
  });
});

describe('discoverToolchain on Linux', () => {
  it('keeps the language file’s path when it exists, else looks on PATH', () => {
    const env = { PATH: '/home/ada/.local/bin:/usr/local/bin:/usr/bin' };
    expect(
      discoverToolchain(
        'python',
        '/usr/bin/python3',
        fakeHost('linux', env, ['/usr/bin/python3', '/home/ada/.local/bin/python3']),
      ),
    ).toBe('/usr/bin/python3');
    expect(
      discoverToolchain(
        'cpp',
        '/usr/bin/clang++-19',
        fakeHost('linux', env, ['/usr/local/bin/clang++-19']),
      ),
    ).toBe('/usr/local/bin/clang++-19');
    expect(
      discoverToolchain('java', '/usr/bin/java', fakeHost('linux', env, ['/usr/bin/java'])),
    ).toBeNull();
  });
});

describe('discoverToolchain for Go', () => {
  const debianGo = '/usr/lib/go-1.23/bin/go';

  it('finds go.dev’s installer, then GOROOT, on Windows', () => {
    const env = { PATH: 'C:\\Windows\\system32', ProgramFiles: 'C:\\Program Files' };
    expect(
      discoverToolchain(
        'go',
        debianGo,
        fakeHost('win32', env, ['C:\\Program Files\\Go\\bin\\go.exe']),
      ),
    ).toBe('C:\\Program Files\\Go\\bin\\go.exe');
    const rooted = { ...env, GOROOT: 'D:\\tools\\go' };
    expect(
      discoverToolchain('go', debianGo, fakeHost('win32', rooted, ['D:\\tools\\go\\bin\\go.exe'])),
    ).toBe('D:\\tools\\go\\bin\\go.exe');
    expect(discoverToolchain('go', debianGo, fakeHost('win32', env, []))).toBeNull();
  });

  it('finds /usr/local/go before Homebrew’s on macOS (PATH has neither from the Finder)', () => {
    const env = { PATH: '/usr/bin:/bin', HOME: '/Users/ada' };
    const both = ['/usr/local/go/bin/go', '/opt/homebrew/bin/go'];
    expect(discoverToolchain('go', debianGo, fakeHost('darwin', env, both))).toBe(
      '/usr/local/go/bin/go',
    );
    expect(
      discoverToolchain('go', debianGo, fakeHost('darwin', env, ['/opt/homebrew/bin/go'])),
    ).toBe('/opt/homebrew/bin/go');
  });

  it('keeps Debian’s Go 1.23, else PATH, else /usr/local/go or the newest ~/sdk Go on Linux', () => {
    const env = { PATH: '/usr/bin', HOME: '/home/ada' };
    expect(
      discoverToolchain('go', debianGo, fakeHost('linux', env, [debianGo, '/usr/bin/go'])),
    ).toBe(debianGo);
    expect(discoverToolchain('go', debianGo, fakeHost('linux', env, ['/usr/bin/go']))).toBe(
      '/usr/bin/go',
    );
    expect(
      discoverToolchain('go', debianGo, fakeHost('linux', env, ['/usr/local/go/bin/go'])),
    ).toBe('/usr/local/go/bin/go');
    const sdks = ['/home/ada/sdk/go1.22.1/bin/go', '/home/ada/sdk/go1.23.4/bin/go'];
    expect(discoverToolchain('go', debianGo, fakeHost('linux', env, sdks))).toBe(
      '/home/ada/sdk/go1.23.4/bin/go',
    );
  });
});
