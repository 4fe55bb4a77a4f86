/**
 * The packages LeetCode's Go environment lets a solution use without importing them: the standard
 * library's usual ones and gods' containers, by the name code calls them with (`sort.Ints`).
 */
export const goAutomaticPackages: Record<string, string> = Object.fromEntries([
  ...[
    'bufio',
    'bytes',
    'cmp',
    'container/heap',
    'container/list',
    'container/ring',
    'errors',
    'fmt',
    'hash/fnv',
    'io',
    'iter',
    'maps',
    'math',
    'math/big',
    'math/bits',
    'math/rand',
    'os',
    'reflect',
    'regexp',
    'slices',
    'sort',
    'strconv',
    'strings',
    'sync',
    'sync/atomic',
    'time',
    'unicode',
    'unicode/utf8',
  ].map((path) => [path.split('/').at(-1)!, path] as const),
  ...[
    'lists/arraylist',
    'lists/doublylinkedlist',
    'lists/singlylinkedlist',
    'maps/hashbidimap',
    'maps/hashmap',
    'maps/linkedhashmap',
    'maps/treebidimap',
    'maps/treemap',
    'sets/hashset',
    'sets/linkedhashset',
    'sets/treeset',
    'stacks/arraystack',
    'stacks/linkedliststack',
    'trees/avltree',
    'trees/binaryheap',
    'trees/btree',
    'trees/redblacktree',
    'utils',
  ].map((path) => [path.split('/').at(-1)!, `github.com/emirpasic/gods/${path}`] as const),
]);

/** What the Go harness's driver imports (besides automatic packages). */
const harnessPackages = ['runtime', 'runtime/debug', 'syscall'];

/** Every package the prepared build cache holds compiled: a compile never rebuilds them. */
export const goPreparedPackages = [
  ...new Set([...Object.values(goAutomaticPackages), ...harnessPackages]),
];
