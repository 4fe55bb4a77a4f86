import { rustOffers } from './rust-offers.ts';
import type { LanguageSpec } from './language.ts';

/**
 * LeetCode's Rust: edition 2024, opt-level 2, the crates rand 0.8, regex 1 and itertools. Debian's
 * rustc-web (1.96, newer than LeetCode's 1.88) and Debian's crate sources, built once per toolchain
 * into the prepared dir (rust-crates.sh) and linked with --extern: a compile never builds them.
 * No overflow checks, as on LeetCode (opt-level 2 leaves them off): integer arithmetic wraps, and
 * well-known accepted solutions count on it (an index `m - j - 1` that wraps and `get` misses).
 */
const compiler = '/usr/bin/rustc';
const flags = ['--edition', '2024', '-C', 'opt-level=2'];
/** The crates a solution may `use` (prepared dir .rlib files), and where their dependencies are. */
const crates = (preparedDir: string) => [
  ...['rand', 'regex', 'itertools'].flatMap((name) => [
    '--extern',
    `${name}=${preparedDir}/lib${name}.rlib`,
  ]),
  '-L',
  `dependency=${preparedDir}`,
];

export const rust = {
  id: 'rust' as const,
  label: 'Rust',
  aliases: ['rs'],
  monacoId: 'rust',
  onCompilerPage: true,
  sourceFile: 'main.rs',
  // One crate: main.rs (the harness includes solution.rs and its runtime module itself).
  compile: (sources, preparedDir) => [
    compiler,
    ...flags,
    ...crates(preparedDir),
    '-o',
    'main',
    sources[0]!,
  ],
  prepare: {
    files: {},
    runtimeFiles: { 'rust-crates.sh': 'rust-crates.sh' },
    argv: ['/bin/sh', 'rust-crates.sh', compiler],
    output: 'crates.txt',
    // Thirteen crates at opt-level 2: about 45 s of CPU, once per toolchain version.
    limits: { cpuMs: 240_000, wallMs: 480_000 },
  },
  artifacts: () => ['main'],
  run: () => ['./main'],
  toolchainPackage: 'Rust (Debian/Ubuntu: rustc-web; elsewhere: rustup)',
  versionProbe: { argv: [compiler, '--version'], pattern: /rustc (\d+\.\d+\.\d+)/ },
  lint: {
    argv: (sources, _file, preparedDir) => [
      compiler,
      ...flags,
      ...crates(preparedDir),
      ...['-W', 'unused', '-W', 'nonstandard-style', '--emit=metadata', '-o', 'zc-lint.rmeta'],
      sources[0]!,
    ],
    description: '`rustc` warnings',
  },
  helloWorld: 'fn main() {\n    println!("Hello, World!");\n}\n',
  timeMultiplier: 1,
  // Before C++: Rust code names std:: paths too.
  guess: {
    order: 0.5,
    marks: /\bimpl\s+\w+\s*\{|\bpub\s+fn\s+\w+|\bfn\s+main\s*\(\s*\)|\blet\s+mut\b|\bprintln!\(/,
  },
  offers: rustOffers,
  memory: { mode: 'address-space' },
} satisfies LanguageSpec;
