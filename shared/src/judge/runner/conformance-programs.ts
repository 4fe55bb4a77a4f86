import type { LanguageId } from '../../contract/signature.ts';

/** Whole programs every language must handle the same way (the conformance suite's data). */
export interface ConformancePrograms {
  /** Copies stdin to stdout. */
  echo: string;
  /** Does not compile (or, for interpreted languages, does not parse). */
  compileError: string;
  /** Fails at run time with an uncaught error. */
  runtimeError: string;
  /** Never finishes. */
  infiniteLoop: string;
  /** Allocates until the memory limit stops it. */
  memoryBomb: string;
  /** Prints far more than the output limit. */
  outputFlood: string;
  /**
   * `int behave(int n)` for the harness: 0 returns 42; 1 throws (or crashes); 2 loops forever;
   * 3 allocates without end; 4 prints 5 MB; 5 prints "hello" and returns 7; 6 recurses forever.
   */
  behave: string;
}

export const conformancePrograms: Record<LanguageId, ConformancePrograms> = {
  cpp: {
    echo: '#include <iostream>\n#include <string>\nint main() { std::string line; while (std::getline(std::cin, line)) std::cout << line << "\\n"; }\n',
    compileError: 'int main() { return undefined_name; }\n',
    runtimeError: '#include <vector>\nint main() { std::vector<int> v; return v.at(3); }\n',
    infiniteLoop: 'int main() { volatile unsigned long x = 0; for (;;) x++; }\n',
    memoryBomb:
      '#include <vector>\nint main() { std::vector<std::vector<char>> blocks; for (;;) blocks.emplace_back(1 << 20, 1); }\n',
    outputFlood:
      '#include <cstdio>\nint main() { for (;;) puts("flood flood flood flood flood flood flood flood"); }\n',
    behave: `class Solution {
public:
    int deep(int x) { volatile char pad[256]; pad[0] = (char)x; return deep(x + 1) + pad[0]; }
    int behave(int n) {
        if (n == 1) { vector<int> v; return v.at(5); }
        if (n == 2) { volatile long long x = 0; while (true) x++; }
        if (n == 3) { vector<vector<int>> blocks; while (true) blocks.emplace_back(1 << 20, 1); }
        if (n == 4) { string line(1000, 'x'); for (int i = 0; i < 5000; i++) cout << line << '\\n'; return 0; }
        if (n == 5) { cout << "hello" << endl; return 7; }
        if (n == 6) return deep(0);
        return 42;
    }
};
`,
  },
  c: {
    echo: '#include <stdio.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n',
    compileError: 'int main(void) { return undefined_name; }\n',
    runtimeError: '#include <stdlib.h>\nint main(void) { abort(); }\n',
    infiniteLoop: 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n',
    memoryBomb:
      '#include <stdlib.h>\n#include <string.h>\nint main(void) { for (;;) { char *p = malloc(1 << 20); if (!p) abort(); memset(p, 1, 1 << 20); } }\n',
    outputFlood:
      '#include <stdio.h>\nint main(void) { for (;;) puts("flood flood flood flood flood flood flood flood"); }\n',
    behave: `static int deep(int x) { volatile char pad[256]; pad[0] = (char)x; return deep(x + 1) + pad[0]; }
int behave(int n) {
    if (n == 1) { volatile int *p = NULL; return *p; }
    if (n == 2) { volatile long long x = 0; while (1) x++; }
    if (n == 3) { for (;;) { char *p = malloc(1 << 20); if (!p) abort(); memset(p, 1, 1 << 20); } }
    if (n == 4) { for (int i = 0; i < 5000; i++) printf("%01000d\\n", 0); return 0; }
    if (n == 5) { printf("hello\\n"); return 7; }
    if (n == 6) return deep(0);
    return 42;
}
`,
  },
  python: {
    echo: 'import sys\nsys.stdout.write(sys.stdin.read())\n',
    compileError: 'def broken(:\n    pass\n',
    runtimeError: 'print([1, 2][5])\n',
    infiniteLoop: 'while True:\n    pass\n',
    memoryBomb: 'blocks = []\nwhile True:\n    blocks.append(bytearray(1 << 20))\n',
    outputFlood: 'while True:\n    print("flood flood flood flood flood flood flood flood")\n',
    behave: `class Solution:
    def behave(self, n: int) -> int:
        if n == 1:
            return [][5]
        if n == 2:
            while True:
                pass
        if n == 3:
            blocks = []
            while True:
                blocks.append(bytearray(1 << 20))
        if n == 4:
            for _ in range(5000):
                print("x" * 1000)
            return 0
        if n == 5:
            print("hello")
            return 7
        if n == 6:
            return self.behave(6) + 1
        return 42
`,
  },
  javascript: {
    echo: "process.stdout.write(require('fs').readFileSync(0));\n",
    compileError: 'function broken( {\n',
    runtimeError: 'null.property;\n',
    infiniteLoop: 'for (;;) {}\n',
    memoryBomb: 'const blocks = [];\nfor (;;) blocks.push(new Array(1 << 20).fill(1.5));\n',
    outputFlood:
      "const line = 'flood '.repeat(1000) + '\\n';\nfor (;;) require('fs').writeSync(1, line);\n",
    behave: `/**
 * @param {number} n
 * @return {number}
 */
var behave = function(n) {
    if (n === 1) return null.property;
    if (n === 2) for (;;) {}
    if (n === 3) { const blocks = []; for (;;) blocks.push(new Array(1 << 20).fill(1.5)); }
    if (n === 4) { for (let i = 0; i < 5000; i++) console.log('x'.repeat(1000)); return 0; }
    if (n === 5) { console.log('hello'); return 7; }
    if (n === 6) return behave(6) + 1;
    return 42;
};
`,
  },
  typescript: {
    echo: "process.stdout.write(require('fs').readFileSync(0));\n",
    compileError: 'function broken(: number {\n',
    runtimeError:
      'const missing: { property: number } | null = null;\nconsole.log(missing!.property);\n',
    infiniteLoop: 'for (;;) {}\n',
    memoryBomb:
      'const blocks: number[][] = [];\nfor (;;) blocks.push(new Array<number>(1 << 20).fill(1.5));\n',
    outputFlood:
      "const line: string = 'flood '.repeat(1000) + '\\n';\nfor (;;) require('fs').writeSync(1, line);\n",
    behave: `function behave(n: number): number {
    if (n === 1) return (null as unknown as { property: number }).property;
    if (n === 2) for (;;) {}
    if (n === 3) { const blocks: number[][] = []; for (;;) blocks.push(new Array<number>(1 << 20).fill(1.5)); }
    if (n === 4) { for (let i = 0; i < 5000; i++) console.log('x'.repeat(1000)); return 0; }
    if (n === 5) { console.log('hello'); return 7; }
    if (n === 6) return behave(6) + 1;
    return 42;
};
`,
  },
  java: {
    echo: 'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { System.in.transferTo(System.out); } }\n',
    compileError: 'public class Main { public static void main(String[] a) { int x = "text"; } }\n',
    runtimeError:
      'public class Main { public static void main(String[] a) { int[] x = new int[1]; x[3] = 1; } }\n',
    infiniteLoop:
      'public class Main { public static void main(String[] a) { long x = 0; while (true) x++; } }\n',
    memoryBomb:
      'import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> b = new ArrayList<>(); while (true) b.add(new long[1 << 17]); } }\n',
    outputFlood:
      'public class Main { public static void main(String[] a) { while (true) System.out.println("flood flood flood flood flood flood"); } }\n',
    behave: `class Solution {
    public int behave(int n) {
        if (n == 1) { int[] empty = new int[0]; return empty[5]; }
        if (n == 2) { long x = 0; while (true) x++; }
        if (n == 3) { List<long[]> blocks = new ArrayList<>(); while (true) blocks.add(new long[1 << 17]); }
        if (n == 4) { String line = "x".repeat(1000); for (int i = 0; i < 5000; i++) System.out.println(line); return 0; }
        if (n == 5) { System.out.println("hello"); return 7; }
        if (n == 6) return behave(6) + 1;
        return 42;
    }
}
`,
  },
  go: {
    echo: 'package main\n\nimport (\n    "io"\n    "os"\n)\n\nfunc main() {\n    io.Copy(os.Stdout, os.Stdin)\n}\n',
    compileError: 'package main\n\nfunc main() {\n    return undefinedName\n}\n',
    runtimeError: 'package main\n\nfunc main() {\n    var xs []int\n    println(xs[3])\n}\n',
    infiniteLoop: 'package main\n\nvar x int\n\nfunc main() {\n    for {\n        x++\n    }\n}\n',
    memoryBomb:
      'package main\n\nfunc main() {\n    var blocks [][]byte\n    for {\n        block := make([]byte, 1<<20)\n        for i := range block {\n            block[i] = 1\n        }\n        blocks = append(blocks, block)\n    }\n}\n',
    outputFlood:
      'package main\n\nimport "fmt"\n\nfunc main() {\n    for {\n        fmt.Println("flood flood flood flood flood flood flood flood")\n    }\n}\n',
    behave: `var sink int

func deep(x int) int {
    var pad [256]byte
    pad[x%256] = byte(x)
    return deep(x+1) + int(pad[0])
}

func behave(n int) int {
    if n == 1 {
        var v []int
        return v[5]
    }
    if n == 2 {
        for {
            sink++
        }
    }
    if n == 3 {
        var blocks [][]int
        for {
            block := make([]int, 1<<18)
            for i := range block {
                block[i] = 1
            }
            blocks = append(blocks, block)
        }
    }
    if n == 4 {
        line := strings.Repeat("x", 1000)
        for i := 0; i < 5000; i++ {
            fmt.Println(line)
        }
        return 0
    }
    if n == 5 {
        fmt.Println("hello")
        return 7
    }
    if n == 6 {
        return deep(0)
    }
    return 42
}
`,
  },
  rust: {
    echo: 'use std::io::{self, Read, Write};\nfn main() {\n    let mut text = String::new();\n    io::stdin().read_to_string(&mut text).unwrap();\n    io::stdout().write_all(text.as_bytes()).unwrap();\n}\n',
    compileError: 'fn main() {\n    let x: i32 = undefined_name;\n}\n',
    runtimeError: 'fn main() {\n    let v: Vec<i32> = Vec::new();\n    println!("{}", v[3]);\n}\n',
    infiniteLoop:
      'fn main() {\n    let mut x: u64 = 0;\n    loop {\n        x = std::hint::black_box(x.wrapping_add(1));\n    }\n}\n',
    memoryBomb:
      'fn main() {\n    let mut blocks: Vec<Vec<u8>> = Vec::new();\n    loop {\n        blocks.push(vec![1u8; 1 << 20]);\n    }\n}\n',
    outputFlood:
      'fn main() {\n    loop {\n        println!("flood flood flood flood flood flood flood flood");\n    }\n}\n',
    behave: `impl Solution {
    fn deep(x: i32) -> i32 {
        let pad = std::hint::black_box([x as u8; 256]);
        Self::deep(x + 1) + pad[0] as i32
    }
    pub fn behave(n: i32) -> i32 {
        if n == 1 { let v: Vec<i32> = Vec::new(); return v[5]; }
        if n == 2 { let mut x: u64 = 0; loop { x = std::hint::black_box(x.wrapping_add(1)); } }
        if n == 3 { let mut blocks: Vec<Vec<i32>> = Vec::new(); loop { blocks.push(vec![1; 1 << 20]); } }
        if n == 4 { let line = "x".repeat(1000); for _ in 0..5000 { println!("{}", line); } return 0; }
        if n == 5 { println!("hello"); return 7; }
        if n == 6 { return Self::deep(0); }
        42
    }
}
`,
  },
};
