/*
 * ZenCode harness runtime for C: Clone Graph's Node, read from the wire as an adjacency list and
 * written back, after LeetCode's `struct Node`. An answer must be a deep copy: a node of the input
 * in it is refused.
 */
#include <stdint.h>

static struct Node **zc_graph_inputs;
static long long zc_graph_input_count;

static int zc_graph_order(const void *left, const void *right) {
  uintptr_t a = (uintptr_t) * (struct Node *const *)left, b = (uintptr_t) * (struct Node *const *)right;
  return a < b ? -1 : a > b;
}
static int zc_graph_by_value(const void *left, const void *right) {
  int a = (*(struct Node *const *)left)->val, b = (*(struct Node *const *)right)->val;
  return a < b ? -1 : a > b;
}

static struct Node *zc_graph_read(void) {
  long long count = zc_r_i64();
  struct Node **nodes = (struct Node **)calloc((size_t)count + 1, sizeof *nodes);
  for (long long index = 0; index < count; index++) {
    nodes[index] = (struct Node *)calloc(1, sizeof **nodes);
    nodes[index]->val = (int)index + 1;
  }
  for (long long index = 0; index < count; index++) {
    long long degree = zc_r_i64();
    nodes[index]->numNeighbors = (int)degree;
    nodes[index]->neighbors = (struct Node **)calloc((size_t)degree + 1, sizeof *nodes);
    for (long long k = 0; k < degree; k++) nodes[index]->neighbors[k] = nodes[zc_r_i64() - 1];
  }
  struct Node *start = count ? nodes[0] : NULL;
  /* The input's nodes, sorted by address, for the deep-copy check. */
  free(zc_graph_inputs);
  zc_graph_inputs = nodes;
  zc_graph_input_count = count;
  qsort(zc_graph_inputs, (size_t)count, sizeof *nodes, zc_graph_order);
  return start;
}

static void zc_graph_write(struct Node *start) {
  /* Every reachable node once: a walk that keeps the visited nodes sorted by address. */
  size_t capacity = 64, length = 0, seen_length = 0;
  struct Node **pending = (struct Node **)malloc(capacity * sizeof *pending);
  struct Node **seen = (struct Node **)malloc(capacity * sizeof *seen);
  if (start) pending[length++] = seen[seen_length++] = start;
  for (size_t at = 0; at < length; at++) {
    struct Node *node = pending[at];
    if (zc_graph_input_count > 0 &&
        bsearch(&node, zc_graph_inputs, (size_t)zc_graph_input_count, sizeof *zc_graph_inputs, zc_graph_order)) {
      zc_fail("re", "The answer holds a node of the input: it must be a copy made of new nodes.");
      free(pending);
      free(seen);
      return;
    }
    for (int k = 0; k < node->numNeighbors; k++) {
      struct Node *neighbor = node->neighbors[k];
      qsort(seen, seen_length, sizeof *seen, zc_graph_order);
      if (bsearch(&neighbor, seen, seen_length, sizeof *seen, zc_graph_order)) continue;
      if (length == capacity) {
        capacity *= 2;
        pending = (struct Node **)realloc(pending, capacity * sizeof *pending);
        seen = (struct Node **)realloc(seen, capacity * sizeof *seen);
      }
      pending[length++] = seen[seen_length++] = neighbor;
    }
  }
  qsort(pending, length, sizeof *pending, zc_graph_by_value);
  zc_w_i64((long long)length);
  for (size_t at = 0; at < length; at++) {
    zc_w_i64(pending[at]->numNeighbors);
    for (int k = 0; k < pending[at]->numNeighbors; k++) zc_w_i64(pending[at]->neighbors[k]->val);
  }
  free(pending);
  free(seen);
}
