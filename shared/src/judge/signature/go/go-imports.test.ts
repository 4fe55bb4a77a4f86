import { describe, expect, it } from 'vitest';
import { go } from '../../languages/go.ts';
import { goMissingImports, goSolutionSource, hasPackageClause } from './go-imports.ts';

describe("Go's automatic imports", () => {
  it('adds the standard packages and gods containers the code calls without importing them', () => {
    const code = `func topK(nums []int, k int) []int {
    sort.Ints(nums)
    h := &IntHeap{}
    heap.Init(h)
    m := treemap.NewWithIntComparator()
    _ = strings.Repeat("x", 2) + strconv.Itoa(bits.OnesCount(3))
    return nums[:k]
}`;
    expect(goMissingImports(code)).toEqual([
      'container/heap',
      'math/bits',
      'sort',
      'strconv',
      'strings',
      'github.com/emirpasic/gods/maps/treemap',
    ]);
  });

  it('keeps what the code imports itself, and its own names (a variable, parameter or type `list`)', () => {
    expect(
      goMissingImports('import "sort"\nfunc f(a []int) { sort.Ints(a); fmt.Println(a) }'),
    ).toEqual(['fmt']);
    expect(goMissingImports('import (\n    s "strings"\n)\nfunc f() { s.Repeat("a", 2) }')).toEqual(
      [],
    );
    expect(goMissingImports('func f(list []int) int { return list.Len() }')).toEqual([]);
    expect(goMissingImports('func f() { heap := &H{}; heap.Push(1) }')).toEqual([]);
    expect(goMissingImports('type list struct{}\nfunc (l list) f() { list.x() }')).toEqual([]);
  });

  it('ignores names in comments and strings', () => {
    expect(
      goMissingImports('// sort.Ints would do\nfunc f() string { return "math.Max" }'),
    ).toEqual([]);
  });

  it("keeps the learner's lines and columns: the added line is followed by a line directive", () => {
    const source = goSolutionSource('func f() float64 {\n    return math.Sqrt(2)\n}\n');
    expect(source).toBe(
      'package main; import ("math")\n//line solution.go:1:1\nfunc f() float64 {\n    return math.Sqrt(2)\n}\n',
    );
    expect(goSolutionSource('func f() {}\n')).toBe(
      'package main\n//line solution.go:1:1\nfunc f() {}\n',
    );
  });

  it('leaves a whole Go file (its own package clause) as it is', () => {
    const whole = '// A program.\npackage main\n\nfunc main() { fmt.Println(1) }\n';
    expect(hasPackageClause(whole)).toBe(true);
    expect(goSolutionSource(whole)).toBe(whole);
  });
});

describe("Go's compiler output", () => {
  it('is given the `error:` the judge reads, without the package header that names the work dir', () => {
    const text =
      '# _/work\n./zc_harness.go:3:2: undefined: x\nsolution.go:2:12: declared and not used: y\nvet: ./solution.go:4:1: missing return';
    expect(go.compilerOutput(text)).toBe(
      'zc_harness.go:3:2: error: undefined: x\nsolution.go:2:12: error: declared and not used: y\nsolution.go:4:1: error: missing return',
    );
  });

  it("marks go vet's findings as warnings and its type errors as errors", () => {
    const vet =
      '# _/work\n# [_/work]\n./solution.go:3:14: fmt.Printf format %d has arg "x" of wrong type string\nvet: ./solution.go:2:14: declared and not used: x';
    expect(go.compilerOutput(vet)).toBe(
      'solution.go:3:14: warning: fmt.Printf format %d has arg "x" of wrong type string\nsolution.go:2:14: error: declared and not used: x',
    );
  });
});
