/*
 * ZenCode harness runtime for C: Copy List with Random Pointer's Node, read from the wire and
 * written back, after LeetCode's `struct Node` definition. An answer must be a deep copy: a node of
 * the input in it is refused.
 */
#include <stdint.h>

static struct Node **zc_random_inputs;
static long long zc_random_input_count;

static int zc_random_order(const void *left, const void *right) {
  uintptr_t a = (uintptr_t) * (struct Node *const *)left, b = (uintptr_t) * (struct Node *const *)right;
  return a < b ? -1 : a > b;
}
static bool zc_random_is_input(struct Node *node) {
  return zc_random_input_count > 0 &&
         bsearch(&node, zc_random_inputs, (size_t)zc_random_input_count, sizeof *zc_random_inputs, zc_random_order);
}

struct zc_random_entry {
  struct Node *node;
  long long index;
};
static int zc_random_entry_order(const void *left, const void *right) {
  uintptr_t a = (uintptr_t)((const struct zc_random_entry *)left)->node;
  uintptr_t b = (uintptr_t)((const struct zc_random_entry *)right)->node;
  return a < b ? -1 : a > b;
}

static struct Node *zc_random_read(void) {
  long long count = zc_r_i64();
  struct Node **nodes = (struct Node **)calloc((size_t)count + 1, sizeof *nodes);
  long long *randoms = (long long *)calloc((size_t)count + 1, sizeof *randoms);
  for (long long index = 0; index < count; index++) {
    nodes[index] = (struct Node *)calloc(1, sizeof **nodes);
    nodes[index]->val = (int)zc_r_i64();
    randoms[index] = zc_r_null() ? -1 : zc_r_i64();
  }
  for (long long index = 0; index < count; index++) {
    nodes[index]->next = index + 1 < count ? nodes[index + 1] : NULL;
    nodes[index]->random = randoms[index] < 0 ? NULL : nodes[randoms[index]];
  }
  free(randoms);
  struct Node *head = count ? nodes[0] : NULL;
  /* The input's nodes, sorted by address, for the deep-copy check. */
  free(zc_random_inputs);
  zc_random_inputs = nodes;
  zc_random_input_count = count;
  qsort(zc_random_inputs, (size_t)count, sizeof *nodes, zc_random_order);
  return head;
}

static void zc_random_write(struct Node *head) {
  const char *not_a_copy = "The answer holds a node of the input: it must be a copy made of new nodes.";
  long long count = 0;
  for (struct Node *node = head; node; node = node->next) {
    if (zc_random_is_input(node)) {
      zc_fail("re", not_a_copy);
      return;
    }
    if (++count > 1000000) {
      zc_fail("re", "Found cycle in the Node list");
      return;
    }
  }
  /* The answer's nodes sorted by address, each with its position, to name random pointers. */
  struct zc_random_entry *sorted = (struct zc_random_entry *)malloc(((size_t)count + 1) * sizeof *sorted);
  long long at = 0;
  for (struct Node *node = head; node; node = node->next, at++) {
    sorted[at].node = node;
    sorted[at].index = at;
  }
  qsort(sorted, (size_t)count, sizeof *sorted, zc_random_entry_order);
  zc_w_i64(count);
  for (struct Node *node = head; node; node = node->next) {
    zc_w_i64(node->val);
    if (!node->random) {
      zc_w_null();
      continue;
    }
    struct zc_random_entry key = {node->random, 0};
    struct zc_random_entry *found = (struct zc_random_entry *)bsearch(
        &key, sorted, (size_t)count, sizeof *sorted, zc_random_entry_order);
    if (!found) {
      zc_fail("re", zc_random_is_input(node->random) ? not_a_copy : "A random pointer leads out of the list");
      break;
    }
    zc_w_i64(found->index);
  }
  free(sorted);
}
