import { type TypeShape, elementShape } from '../value-type.ts';
import { cType } from './c-types.ts';

const scalarReaders: Record<string, string> = {
  integer: 'return (int)zc_r_i64();',
  uint32: 'return (uint32_t)zc_r_i64();',
  long: 'return zc_r_i64();',
  double: 'return zc_r_f64();',
  boolean: 'return zc_r_i64() != 0;',
  character: 'return (char)zc_r_i64();',
  string: 'return zc_r_str(NULL);',
  RandomListNode: 'return zc_random_read();',
  GraphNode: 'return zc_graph_read();',
  ListNode: `long long n = zc_r_i64(); struct ListNode *head = NULL, *tail = NULL;
  for (long long i = 0; i < n; i++) {
    struct ListNode *node = (struct ListNode *)calloc(1, sizeof *node); node->val = (int)zc_r_i64();
    if (tail) tail->next = node; else head = node; tail = node;
  }
  return head;`,
  TreeNode: `long long n = zc_r_i64(); struct TreeNode **nodes = (struct TreeNode **)calloc(n + 1, sizeof *nodes);
  for (long long i = 0; i < n; i++) {
    if (zc_r_null()) continue;
    nodes[i] = (struct TreeNode *)calloc(1, sizeof **nodes); nodes[i]->val = (int)zc_r_i64();
  }
  long long child = 1;
  for (long long parent = 0; parent < n && child < n; parent++) {
    if (!nodes[parent]) continue;
    if (child < n) nodes[parent]->left = nodes[child++];
    if (child < n) nodes[parent]->right = nodes[child++];
  }
  struct TreeNode *root = n ? nodes[0] : NULL; free(nodes); return root;`,
};

const scalarWriters: Record<string, string> = {
  integer: 'zc_w_i64(v);',
  uint32: 'zc_w_i64((long long)v);',
  long: 'zc_w_i64(v);',
  double: 'zc_w_f64(v);',
  boolean: 'zc_w_i64(v ? 1 : 0);',
  character: 'zc_w_i64((unsigned char)v);',
  string: 'if (v) zc_w_bytes(v, strlen(v)); else zc_w_null();',
  RandomListNode: 'zc_random_write(v);',
  GraphNode: 'zc_graph_write(v);',
  ListNode: `long long n = 0; for (struct ListNode *p = v; p; p = p->next) if (++n > 1000000) { zc_fail("re", "Found cycle in the ListNode"); return; }
  zc_w_i64(n); for (struct ListNode *p = v; p; p = p->next) zc_w_i64(p->val);`,
  TreeNode: `size_t cap = 64, len = 0, at = 0; struct TreeNode **q = (struct TreeNode **)malloc(cap * sizeof *q);
  if (v) q[len++] = v;
  for (; at < len; at++) {
    if (!q[at]) continue;
    if (len + 2 > cap) q = (struct TreeNode **)realloc(q, (cap *= 2) * sizeof *q);
    if (len > 2000000) { zc_fail("re", "Found cycle in the TreeNode"); free(q); return; }
    q[len++] = q[at]->left; q[len++] = q[at]->right;
  }
  zc_w_i64((long long)len);
  for (at = 0; at < len; at++) { if (q[at]) zc_w_i64(q[at]->val); else zc_w_null(); }
  free(q);`,
};

/** `integer_1`: C helpers are shared by arrays and lists, which look the same in C. */
export function cKey(shape: TypeShape): string {
  return `${shape.base}_${shape.depth}`;
}

/**
 * Defines zc_r_<key> / zc_w_<key> for a shape and the shapes inside it. Readers of arrays return
 * the pointer and store sizes through out-parameters, as LeetCode's C calling convention needs.
 */
export function defineCHelpers(shape: TypeShape, defined: Map<string, string>): void {
  const key = cKey(shape);
  if (defined.has(key)) return;
  const type = cType(shape);
  if (shape.depth === 0) {
    defined.set(
      key,
      `static ${type} zc_r_${key}(void) {\n  ${scalarReaders[shape.base]}\n}\n` +
        `static void zc_w_${key}(${type} v) {\n  ${scalarWriters[shape.base]}\n}\n`,
    );
    return;
  }
  const element = elementShape(shape);
  defineCHelpers(element, defined);
  const elementKey = cKey(element);
  const elementType = cType(element);
  // char arrays get a terminating NUL too, so code treating them as C strings stays in bounds.
  const terminator = shape.base === 'character' && shape.depth === 1 ? ' + 1' : '';
  if (shape.depth === 1) {
    defined.set(
      key,
      `static ${type} zc_r_${key}(int *size) {\n  if (zc_r_null()) { *size = 0; return NULL; }\n  long long n = zc_r_i64(); ${type} a = (${type})calloc((size_t)n${terminator} + 1, sizeof(${elementType}));\n  for (long long i = 0; i < n; i++) a[i] = zc_r_${elementKey}();\n  *size = (int)n; return a;\n}\n` +
        `static void zc_w_${key}(${type} a, int n) {\n  if (!a && n > 0) { zc_w_null(); return; }\n  zc_w_i64(n);\n  for (int i = 0; i < n; i++) zc_w_${elementKey}(a[i]);\n}\n`,
    );
    return;
  }
  defined.set(
    key,
    `static ${type} zc_r_${key}(int *size, int **columns) {\n  if (zc_r_null()) { *size = 0; *columns = NULL; return NULL; }\n  long long n = zc_r_i64(); ${type} a = (${type})calloc((size_t)n + 1, sizeof(${elementType})); *columns = (int *)calloc((size_t)n + 1, sizeof(int));\n  for (long long i = 0; i < n; i++) a[i] = zc_r_${elementKey}(&(*columns)[i]);\n  *size = (int)n; return a;\n}\n` +
      `static void zc_w_${key}(${type} a, int n, int *columns) {\n  if (!a && n > 0) { zc_w_null(); return; }\n  zc_w_i64(n);\n  for (int i = 0; i < n; i++) zc_w_${elementKey}(a[i], columns ? columns[i] : 0);\n}\n`,
  );
}
