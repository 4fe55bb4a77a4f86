import { goPreparedPackages } from './go-packages.ts';
import type { LanguageSpec } from './language.ts';

/** Debian's Go 1.23 (bookworm-backports' golang-1.23-go), LeetCode's version. */
const compiler = '/usr/lib/go-1.23/bin/go';

/**
 * Go's settings for every compile, offline and reproducible: GOPATH mode with Debian's gods
 * sources (golang-github-emirpasic-gods-dev) importable, no module proxy, no toolchain download,
 * no cgo (a learner's `import "C"` does not compile), no configuration file or telemetry of the
 * machine's, and the build cache `gocache` the prepare step filled.
 */
const goEnv = (cache: string) => ({
  GOCACHE: cache,
  GOPATH: '/usr/share/gocode',
  GO111MODULE: 'off',
  GOTOOLCHAIN: 'local',
  GOPROXY: 'off',
  GOFLAGS: '',
  GOENV: 'off',
  CGO_ENABLED: '0',
  // Telemetry would write counters under the config dir on every command: there is none.
  XDG_CONFIG_HOME: '/nonexistent',
});

export const go = {
  id: 'go' as const,
  label: 'Go',
  aliases: ['golang'],
  monacoId: 'go',
  onCompilerPage: true,
  sourceFile: 'main.go',
  // The work dir's package as a whole: go honours build constraints (the harness's files for
  // Linux and for other systems) only in a directory, not in a list of files. The prepared
  // build cache is read-only: the learner's package compiles in go's temp dir (the sandbox's
  // /tmp) and nothing is written back, so no compile sees another's.
  compile: () => [compiler, 'build', '-o', 'main', '.'],
  env: (preparedDir) => goEnv(`${preparedDir}/gocache`),
  // The standard library and gods built once per toolchain version into the cache (40 to 70 s);
  // a compile then only builds and links the learner's package.
  prepare: {
    files: {},
    argv: [compiler, 'build', ...goPreparedPackages],
    env: (workDir) => goEnv(`${workDir}/gocache`),
    output: 'gocache/README',
    // About a minute of CPU on one core; more on a busy machine.
    limits: { cpuMs: 240_000, wallMs: 480_000 },
  },
  // `# package` headers (which name the work dir) left out; `file:line:col: message` given the
  // `error:` other compilers write, for the editor's markers. Under vet's `# [package]` header,
  // a finding without `vet: ` (which marks a type error) is a warning.
  compilerOutput: (text) => {
    let vetFindings = false;
    return text
      .split('\n')
      .filter((line) => {
        if (/^# \[/.test(line)) vetFindings = true;
        return !/^# /.test(line);
      })
      .map((line) => {
        const place = /^(vet: )?(?:\.\/)?([^\s:]+\.go):(\d+):(\d+): (?!error: |warning: )/.exec(
          line,
        );
        if (!place) return line;
        const severity = vetFindings && !place[1] ? 'warning' : 'error';
        return `${place[2]}:${place[3]}:${place[4]}: ${severity}: ${line.slice(place[0].length)}`;
      })
      .join('\n');
  },
  artifacts: () => ['main'],
  run: () => ['./main'],
  toolchainPackage:
    'Go 1.23 or newer (Debian 12: golang-1.23-go from bookworm-backports; macOS: Homebrew go)',
  versionProbe: { argv: [compiler, 'version'], pattern: /go version go(\d+\.\d+(?:\.\d+)?)/ },
  lint: {
    argv: () => [compiler, 'vet', '.'],
    description: '`go vet`',
    failsOnWarnings: true,
  },
  helloWorld:
    'package main\n\nimport "fmt"\n\nfunc main() {\n    fmt.Println("Hello, World!")\n}\n',
  // LeetCode-style judges give garbage-collected runtimes more time than C++.
  timeMultiplier: 2,
  // `func name(` or a method's `func (this *X) Name(`, and `package main`; not `:=`, which is
  // Python's walrus too.
  guess: {
    order: 2.5,
    marks: /^\s*func\s+(?:\(\s*\w+\s+\*?\w+\s*\)\s*)?\w+\s*\(|^\s*package\s+main\b/m,
  },
  memory: {
    mode: 'resident',
    // Go's runtime reserves far more address space than it uses (an address-space cap below
    // ~800 MiB stops it starting), so its resident memory is capped instead. GOMEMLIMIT makes
    // the collector work harder near the limit rather than let garbage grow the heap past it;
    // the runtime's own few MiB are the overhead.
    overheadMb: 32,
    heapFlags: () => [],
    // One P, like Java's serial collector: the collector's parallel workers would add CPU time
    // (what the limit counts) and threads of their own.
    env: (memoryMb) => ({ GOMEMLIMIT: `${memoryMb}MiB`, GOMAXPROCS: '1' }),
  },
} satisfies LanguageSpec;
