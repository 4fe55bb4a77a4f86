import { constants, accessSync, readdirSync, statSync } from 'node:fs';
import { posix, win32 } from 'node:path';
import type { LanguageId } from '@zencode/shared/contract';

/** What discovery reads of the computer; the real one in the app, a fake one in tests. */
export interface DiscoveryHost {
  platform: string;
  env: Readonly<Record<string, string | undefined>>;
  /** An existing file this user may run. */
  isExecutable(path: string): boolean;
  /** A folder's entries, [] when it does not exist. */
  list(folder: string): string[];
}

/** This computer. */
export const localDiscoveryHost: DiscoveryHost = {
  platform: process.platform,
  // The learner's own PATH and install folders: discovery is the desktop's, never the server's.
  env: process.env,
  isExecutable(path) {
    try {
      if (!statSync(path).isFile()) return false;
      if (process.platform !== 'win32') accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  list(folder) {
    try {
      return readdirSync(folder);
    } catch {
      return [];
    }
  },
};

/** Versioned folders (Python312, jdk-21.0.2) newest first, so the newest install wins. */
const newestFirst = (names: string[]) =>
  [...names].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));

/** rustup's rustc: in CARGO_HOME's bin, else ~/.cargo/bin (%USERPROFILE%\.cargo\bin on Windows). */
function rustupRustc(host: DiscoveryHost): string[] {
  const windows = host.platform === 'win32';
  const path = windows ? win32 : posix;
  const home = windows ? host.env.USERPROFILE : host.env.HOME;
  const cargo = host.env.CARGO_HOME ?? (home ? path.join(home, '.cargo') : undefined);
  return cargo ? [path.join(cargo, 'bin', windows ? 'rustc.exe' : 'rustc')] : [];
}

/**
 * Where each language's program usually is on one OS, after PATH: rustup's ~/.cargo/bin for Rust; Homebrew and Xcode's command
 * line tools on macOS; python.org, the py launcher, LLVM, MSYS2/MinGW, Node.js and the
 * Adoptium, Oracle and Microsoft JDKs on Windows. `names` are looked up on PATH.
 */
function usualPlaces(id: string, host: DiscoveryHost): { names: string[]; paths: string[] } {
  const env = host.env;
  const inFolders = (parent: string | undefined, pattern: RegExp, ...rest: string[]) =>
    parent
      ? newestFirst(host.list(parent).filter((name) => pattern.test(name))).map((name) =>
          (host.platform === 'win32' ? win32 : posix).join(parent, name, ...rest),
        )
      : [];
  if (host.platform === 'win32') {
    const programFiles = [env.ProgramFiles, env['ProgramFiles(x86)']].filter(
      (folder): folder is string => !!folder,
    );
    const local = env.LOCALAPPDATA;
    const at = (...parts: (string | undefined)[]) =>
      parts.every(Boolean) ? [win32.join(...(parts as string[]))] : [];
    const jdks = [
      ...(env.JAVA_HOME ? [win32.join(env.JAVA_HOME, 'bin', 'java.exe')] : []),
      ...programFiles.flatMap((folder) =>
        ['Eclipse Adoptium', 'Java', 'Microsoft', 'Zulu'].flatMap((vendor) =>
          inFolders(win32.join(folder, vendor), /^(jdk|zulu)/i, 'bin', 'java.exe'),
        ),
      ),
    ];
    const msys = ['ucrt64', 'mingw64', 'clang64'].map((env) => `C:\\msys64\\${env}\\bin`);
    const places: Record<string, { names: string[]; paths: string[] }> = {
      python: {
        names: ['python.exe', 'python3.exe', 'py.exe'],
        paths: [
          ...inFolders(local && win32.join(local, 'Programs', 'Python'), /^Python3/i, 'python.exe'),
          ...programFiles.flatMap((folder) => inFolders(folder, /^Python3/i, 'python.exe')),
          // The py launcher runs the newest Python 3 it knows.
          ...at(local, 'Programs', 'Python', 'Launcher', 'py.exe'),
          ...at(env.SystemRoot ?? env.windir, 'py.exe'),
        ],
      },
      javascript: {
        names: ['node.exe'],
        paths: programFiles.map((folder) => win32.join(folder, 'nodejs', 'node.exe')),
      },
      cpp: {
        names: ['clang++.exe'],
        paths: [
          ...programFiles.map((folder) => win32.join(folder, 'LLVM', 'bin', 'clang++.exe')),
          ...msys.map((bin) => win32.join(bin, 'clang++.exe')),
        ],
      },
      c: {
        names: ['gcc.exe'],
        paths: [...msys.map((bin) => win32.join(bin, 'gcc.exe')), 'C:\\MinGW\\bin\\gcc.exe'],
      },
      java: { names: ['java.exe'], paths: jdks },
      rust: { names: ['rustc.exe'], paths: rustupRustc(host) },
      // Go's installer (C:\\Program Files\\Go), GOROOT, Scoop.
      go: {
        names: ['go.exe'],
        paths: [
          ...(env.GOROOT ? [win32.join(env.GOROOT, 'bin', 'go.exe')] : []),
          ...programFiles.map((folder) => win32.join(folder, 'Go', 'bin', 'go.exe')),
          ...at(env.USERPROFILE, 'scoop', 'apps', 'go', 'current', 'bin', 'go.exe'),
        ],
      },
    };
    places.typescript = places.javascript!;
    return places[id] ?? { names: [], paths: [] };
  }
  if (host.platform === 'darwin') {
    const brew = ['/opt/homebrew', '/usr/local'];
    const clt = '/Library/Developer/CommandLineTools/usr/bin';
    const places: Record<string, { names: string[]; paths: string[] }> = {
      python: {
        names: ['python3'],
        paths: [
          ...brew.map((prefix) => `${prefix}/bin/python3`),
          '/Library/Frameworks/Python.framework/Versions/Current/bin/python3',
          // Xcode's command line tools.
          '/usr/bin/python3',
        ],
      },
      javascript: { names: ['node'], paths: brew.map((prefix) => `${prefix}/bin/node`) },
      cpp: {
        names: ['clang++'],
        paths: [
          '/usr/bin/clang++',
          `${clt}/clang++`,
          ...brew.map((prefix) => `${prefix}/opt/llvm/bin/clang++`),
        ],
      },
      c: { names: ['gcc', 'cc'], paths: ['/usr/bin/gcc', `${clt}/gcc`] },
      java: {
        names: ['java'],
        paths: [
          ...(env.JAVA_HOME ? [`${env.JAVA_HOME}/bin/java`] : []),
          ...brew.map((prefix) => `${prefix}/opt/openjdk/bin/java`),
          ...inFolders(
            '/Library/Java/JavaVirtualMachines',
            /jdk/i,
            'Contents',
            'Home',
            'bin',
            'java',
          ),
        ],
      },
      rust: {
        names: ['rustc'],
        paths: [...rustupRustc(host), ...brew.map((prefix) => `${prefix}/bin/rustc`)],
      },
      // go.dev's installer (/usr/local/go), Homebrew, GOROOT.
      go: {
        names: ['go'],
        paths: [
          ...(env.GOROOT ? [`${env.GOROOT}/bin/go`] : []),
          '/usr/local/go/bin/go',
          ...brew.flatMap((prefix) => [`${prefix}/bin/go`, `${prefix}/opt/go/bin/go`]),
        ],
      },
    };
    places.typescript = places.javascript!;
    return places[id] ?? { names: [], paths: [] };
  }
  if (id === 'rust') return { names: [], paths: rustupRustc(host) };
  if (id === 'go') {
    // go.dev's tarball (/usr/local/go), GOROOT, `go install golang.org/dl/go1.x` (~/sdk), the
    // distribution's default Go, snap: an app started from a menu may not have them on PATH.
    return {
      names: ['go'],
      paths: [
        ...(env.GOROOT ? [`${env.GOROOT}/bin/go`] : []),
        '/usr/local/go/bin/go',
        ...inFolders(env.HOME && `${env.HOME}/sdk`, /^go1\./, 'bin', 'go'),
        '/usr/lib/go/bin/go',
        '/snap/bin/go',
      ],
    };
  }
  return { names: [], paths: env.JAVA_HOME && id === 'java' ? [`${env.JAVA_HOME}/bin/java`] : [] };
}

/**
 * The program a language should run with on this computer, with `.exe` and `\` on Windows; Java
 * also needs `javac` beside `java`; null when none is found. Linux: the language file's own path
 * (Debian's), then PATH. Windows: PATH, then the usual install places. macOS: the usual places
 * first, since an app started from the Finder gets only /usr/bin on its PATH, where `python3` may
 * be the stub that asks to install the command line tools.
 */
export function discoverToolchain(
  id: LanguageId,
  defaultExecutable: string,
  host: DiscoveryHost = localDiscoveryHost,
): string | null {
  const windows = host.platform === 'win32';
  const path = windows ? win32 : posix;
  const usable = (candidate: string) =>
    host.isExecutable(candidate) &&
    (id !== 'java' ||
      host.isExecutable(path.join(path.dirname(candidate), windows ? 'javac.exe' : 'javac')));
  const linux = !windows && host.platform !== 'darwin';
  if (linux && usable(defaultExecutable)) return defaultExecutable;
  const { names, paths } = usualPlaces(id, host);
  const ownName = posix.basename(defaultExecutable);
  const lookedUp = names.length > 0 ? names : [windows ? `${ownName}.exe` : ownName];
  const pathFolders = (host.env.PATH ?? host.env.Path ?? '')
    .split(windows ? ';' : ':')
    .filter(Boolean)
    // Windows' "App execution aliases" for python open the Store instead of running Python.
    .filter((folder) => !(windows && /\\WindowsApps\\?$/i.test(folder)));
  const onPath = pathFolders.flatMap((folder) => lookedUp.map((name) => path.join(folder, name)));
  const order = host.platform === 'darwin' ? [...paths, ...onPath] : [...onPath, ...paths];
  return order.find(usable) ?? null;
}
