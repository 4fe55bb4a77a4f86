import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cGraphNodeDefinition, cNodeDefinitions, cRandomNodeDefinition } from './c/c-types.ts';
import { cppPrelude } from './cpp/cpp-harness.ts';
import { cppGraphNodeDefinition, cppRandomNodeDefinition } from './cpp/cpp-types.ts';
import { harnessRuntime, harnessRuntimeDir } from './harness-runtime.ts';
import { minStackSignature } from '../../contract/example-signatures.ts';
import type { FunctionSignature } from '../../contract/signature.ts';
import { rustGenerator } from './rust/index.ts';

/** MinStack in LeetCode's Rust shape, with the starter's closing doc comment kept. */
const rustMinStack = `struct MinStack {
    items: Vec<(i32, i32)>,
}

impl MinStack {
    fn new() -> Self {
        MinStack { items: Vec::new() }
    }

    fn push(&mut self, val: i32) {
        let low = self.items.last().map_or(val, |&(_, low)| low.min(val));
        self.items.push((val, low));
    }

    fn get_min(&self) -> i32 {
        self.items.last().unwrap().1
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * let obj = MinStack::new();
 */`;

// Each runtime file checked in its own language, warnings as errors. A missing tool fails the
// test (spawn error), it never skips: .ci/run installs gcc, clang-19, the JDK, python3, pyflakes3,
// rustc-web.
const scratch = mkdtempSync(join(tmpdir(), 'zencode-harness-runtime-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function check(argv: string[], env: Record<string, string> = {}) {
  const result = spawnSync(argv[0]!, argv.slice(1), {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function expectClean(argv: string[], env?: Record<string, string>) {
  const { status, output } = check(argv, env);
  expect(output).toBe('');
  expect(status).toBe(0);
}

const strict = [
  ...['-Wall', '-Wextra', '-Werror', '-fsyntax-only'],
  ...[`-I${harnessRuntimeDir}`, `-I${join(harnessRuntimeDir, 'include')}`],
];

/**
 * The C core, as the C harness and the C++ harness put it after the learner's code, with the
 * node helpers after LeetCode's C node definitions (valid C++ too).
 */
const cCore = `#include <stdlib.h>
${cNodeDefinitions}${cRandomNodeDefinition}#include "zc-wire.h"
#include "zc-driver.h"
#include "zc-nodes.h"
#include "zc-random-node.h"
static void zc_check_case(void) {}
int main(void) { return zc_main(zc_check_case); }
`;

/** The C++ layer over the C core, after LeetCode's C++ prelude and node types. */
const cppLayer = `${cppPrelude}${cppRandomNodeDefinition}
#include "zc-wire.h"
#include "zc-driver.h"
#include "zc-nodes.h"
#include "zc-runtime.hpp"
#include "zc-random-node.hpp"
static void zc_check_case() {}
static void zc_guarded_case() { zc::guard(zc_check_case); }
int main() {
  zc_flush_hook = zc_flush_streams;
  return zc_main(zc_guarded_case);
}
`;

// bits/stdc++.h alone takes seconds to parse on a busy machine.
describe('the harness runtimes are checked in their own languages', { timeout: 60_000 }, () => {
  writeFileSync(join(scratch, 'core.c'), cCore);
  writeFileSync(join(scratch, 'core.cpp'), cCore);
  writeFileSync(join(scratch, 'layer.cpp'), cppLayer);

  it.each([
    ['gcc', ['gcc', '-std=gnu17', ...strict, 'core.c']],
    ['clang', ['clang-19', '-std=gnu17', ...strict, 'core.c']],
    ['g++ (the core is valid C++ too)', ['g++', '-std=c++23', ...strict, 'core.cpp']],
    ['clang++', ['clang++-19', '-std=c++23', ...strict, 'core.cpp']],
    ['gcc, without memfd (the path off Linux)', ['gcc', '-DZC_NO_MEMFD', ...strict, 'core.c']],
    ['clang++, without memfd', ['clang++-19', '-DZC_NO_MEMFD', ...strict, 'core.cpp']],
  ])('the C core compiles warning-free with %s', (_name, argv) => {
    expectClean(argv);
  });

  it.each([
    ['g++', ['g++', '-std=c++23', ...strict, 'layer.cpp']],
    ['clang++', ['clang++-19', '-std=c++23', ...strict, 'layer.cpp']],
  ])('the C++ layer compiles warning-free with %s', (_name, argv) => {
    expectClean(argv);
  });

  it.each([
    ['g++ (libstdc++)', ['g++', '-std=c++23']],
    ['clang++ (libstdc++)', ['clang++-19', '-std=c++23']],
    ['clang++ (libc++, as on macOS)', ['clang++-19', '-std=c++23', '-stdlib=libc++']],
  ])('our bits/stdc++.h compiles warning-free with %s', (_name, compiler) => {
    writeFileSync(join(scratch, 'all.cpp'), '#include <bits/stdc++.h>\nint main() {}\n');
    expectClean([...compiler, ...strict, '-I', join(harnessRuntimeDir, 'include'), 'all.cpp']);
  });

  it('our bits/stdc++.h includes every header libstdc++’s own does', () => {
    writeFileSync(join(scratch, 'system.cpp'), '#include <bits/stdc++.h>\n');
    const trace = check(['g++', '-std=c++23', '-fsyntax-only', '-H', 'system.cpp']).output;
    const systemHeader = /^\. (\S+\/bits\/stdc\+\+\.h)$/m.exec(trace)![1]!;
    const includes = (text: string) =>
      new Set([...text.matchAll(/#include <([^>]+)>/g)].map((match) => match[1]!));
    const ours = includes(harnessRuntime('include/bits/stdc++.h'));
    const system = [...includes(readFileSync(systemHeader, 'utf8'))];
    expect(system.length).toBeGreaterThan(50);
    expect(system.filter((name) => !ours.has(name))).toEqual([]);
  });

  it.each([
    ['gcc', ['gcc', '-std=gnu17', ...strict, 'graph.c']],
    ['clang', ['clang-19', '-std=gnu17', ...strict, 'graph.c']],
    ['g++ (the C layer)', ['g++', '-std=c++23', ...strict, 'graph-c.cpp']],
    ['g++', ['g++', '-std=c++23', ...strict, 'graph.cpp']],
    ['clang++', ['clang++-19', '-std=c++23', ...strict, 'graph.cpp']],
  ])('the Clone Graph node helpers compile warning-free with %s', (_name, argv) => {
    // Clone Graph's Node is another Node than the random list's: its own program.
    const graphC = cCore
      .replace(cRandomNodeDefinition, cGraphNodeDefinition)
      .replace('#include "zc-random-node.h"', '#include "zc-graph-node.h"');
    writeFileSync(join(scratch, 'graph.c'), graphC);
    writeFileSync(join(scratch, 'graph-c.cpp'), graphC);
    writeFileSync(
      join(scratch, 'graph.cpp'),
      cppLayer
        .replace(cppRandomNodeDefinition, cppGraphNodeDefinition)
        .replace('#include "zc-random-node.hpp"', '#include "zc-graph-node.hpp"'),
    );
    expectClean(argv);
  });

  it('the Java Clone Graph node compiles with every lint as an error', () => {
    expectClean([
      'javac',
      '-Xlint:all,-auxiliaryclass',
      '-Werror',
      '-d',
      join(scratch, 'graph-classes'),
      join(harnessRuntimeDir, 'Main.java'),
      join(harnessRuntimeDir, 'ZcNodes.java'),
      join(harnessRuntimeDir, 'ZcGraphNode.java'),
    ]);
  });

  it('the Java driver compiles alone with every lint as an error', () => {
    // auxiliaryclass: ListNode and TreeNode live in ZcNodes.java, as LeetCode's environment has them.
    expectClean([
      'javac',
      '-Xlint:all,-auxiliaryclass',
      '-Werror',
      '-d',
      join(scratch, 'classes'),
      join(harnessRuntimeDir, 'Main.java'),
      join(harnessRuntimeDir, 'ZcNodes.java'),
      join(harnessRuntimeDir, 'ZcRandomNode.java'),
    ]);
  });

  // Go's own checks, with the toolchain the judge compiles with (GOPATH mode: gods is not needed).
  const goBin = '/usr/lib/go-1.23/bin';
  const goEnv = { GO111MODULE: 'off', GOTOOLCHAIN: 'local', GOPROXY: 'off', GOFLAGS: '' };
  const goFiles = (...names: string[]) => names.map((name) => join(harnessRuntimeDir, name));

  it('the Go runtime files are gofmt-formatted', () => {
    const names = ['zc_driver.go', 'zc_capture_linux.go', 'zc_capture_other.go', 'zc_list.go'];
    const more = ['zc_tree.go', 'zc_random_node.go', 'zc_graph_node.go'];
    expectClean([`${goBin}/gofmt`, '-l', ...goFiles(...names, ...more)], goEnv);
  });

  it.each([
    [
      'Linux, with ListNode, TreeNode and the random list',
      'linux',
      'zc_capture_linux.go',
      ['zc_list.go', 'zc_tree.go', 'zc_random_node.go'],
    ],
    ['Linux, with the graph', 'linux', 'zc_capture_linux.go', ['zc_graph_node.go']],
    ['macOS and Windows', 'darwin', 'zc_capture_other.go', []],
  ] as const)('the Go driver passes go vet (%s)', (_name, goos, capture, nodes) => {
    const env = { ...goEnv, GOOS: goos, GOCACHE: join(scratch, 'gocache') };
    expectClean([`${goBin}/go`, 'vet', ...goFiles('zc_driver.go', capture, ...nodes)], env);
  });

  it('the Python driver compiles and pyflakes finds nothing', () => {
    const driver = join(harnessRuntimeDir, 'driver.py');
    // Compiled in memory: py_compile would leave a __pycache__ in the source tree.
    const compileDriver = `compile(${JSON.stringify(harnessRuntime('driver.py'))}, "driver.py", "exec")`;
    expectClean(['/usr/bin/python3', '-W', 'error', '-I', '-c', compileDriver]);
    // The harness prepends SIGNATURE and PRELUDE.
    expectClean(['pyflakes3', driver], { PYFLAKES_BUILTINS: 'SIGNATURE,PRELUDE' });
  });

  it("Replay's gdb tracer compiles and pyflakes finds nothing; its stdout header is warning-free", () => {
    const tracer = join(harnessRuntimeDir, 'zc_replay_gdb.py');
    const compileTracer = `compile(${JSON.stringify(harnessRuntime('zc_replay_gdb.py'))}, "zc_replay_gdb.py", "exec")`;
    expectClean(['/usr/bin/python3', '-W', 'error', '-I', '-c', compileTracer]);
    // gdb's command line defines zc_argv (-iex) before the script runs; gdb provides its module.
    expectClean(['pyflakes3', tracer], { PYFLAKES_BUILTINS: 'zc_argv' });
    const header = join(harnessRuntimeDir, 'zc-replay-stdout.h');
    expectClean(['/usr/bin/gcc', '-std=gnu17', ...strict, '-x', 'c', header]);
    expectClean(['/usr/bin/clang++-19', '-std=c++23', ...strict, '-x', 'c++', header]);
  });

  it('the Python prelude imports everything it names without a warning', () => {
    // Star imports are the prelude's point (pyflakes cannot follow them): it is run instead.
    const run = `exec(compile(${JSON.stringify(harnessRuntime('prelude.py'))}, "prelude.py", "exec"), {})`;
    expectClean(['/usr/bin/python3', '-W', 'error', '-I', '-c', run]);
  });

  it('the JavaScript driver parses (eslint lints it with the rest of the tree)', () => {
    expectClean([process.execPath, '--check', join(harnessRuntimeDir, 'driver.js')]);
  });

  it('the Rust runtime and the whole Rust harness compile warning-free with rustc', () => {
    // A function harness over lists and trees, and a class design, whole: LeetCode's definitions,
    // the learner's file, zc_runtime.rs and the generated case reader.
    const list: FunctionSignature = {
      kind: 'function',
      name: 'mergeTwoLists',
      params: [
        { name: 'list1', type: 'ListNode' },
        { name: 'list2', type: 'ListNode' },
      ],
      return: { type: 'ListNode' },
    };
    const solution =
      'impl Solution {\n    pub fn merge_two_lists(list1: Option<Box<ListNode>>, _list2: Option<Box<ListNode>>) -> Option<Box<ListNode>> {\n        list1\n    }\n}\n';
    for (const [name, program] of [
      ['list', rustGenerator.harness(list, solution)],
      ['stack', rustGenerator.harness(minStackSignature, rustMinStack)],
    ] as const) {
      const dir = join(scratch, `rust-${name}`);
      mkdirSync(dir);
      for (const [file, text] of Object.entries(program.files))
        writeFileSync(join(dir, file), text);
      expectClean([
        '/usr/bin/rustc',
        '--edition',
        '2024',
        '-D',
        'warnings',
        '--emit=metadata',
        '-o',
        join(dir, 'main.rmeta'),
        join(dir, 'main.rs'),
      ]);
    }
  });

  it('a warning in a runtime file fails its check', () => {
    writeFileSync(
      join(scratch, 'warn.c'),
      `${cCore}static int zc_unused_check(int x) { int y; return x; }\n`,
    );
    expect(check(['gcc', '-std=gnu17', ...strict, 'warn.c']).status).not.toBe(0);
    writeFileSync(join(scratch, 'warn.py'), 'import os\n');
    expect(check(['pyflakes3', 'warn.py']).status).not.toBe(0);
  });
});
