/*
 * ZenCode harness runtime for C and C++ (valid in both), after LeetCode's node definitions: the
 * shapes of inputs that point into another input (see nodeIn and cycleIn in the signature).
 */

/* The node of a tree holding this value (a nodeIn parameter; the values are distinct). */
static struct TreeNode *zc_find_node(struct TreeNode *root, int value) {
  size_t capacity = 64, length = 0;
  struct TreeNode **order = (struct TreeNode **)malloc(capacity * sizeof *order);
  struct TreeNode *found = NULL;
  if (root) order[length++] = root;
  for (size_t at = 0; at < length && !found; at++) {
    if (order[at]->val == value) found = order[at];
    if (length + 2 > capacity) order = (struct TreeNode **)realloc(order, (capacity *= 2) * sizeof *order);
    if (order[at]->left) order[length++] = order[at]->left;
    if (order[at]->right) order[length++] = order[at]->right;
  }
  free(order);
  return found;
}

/* Linked List Cycle's input: the tail links back to the node at index pos (-1: no cycle). */
static void zc_link_cycle(struct ListNode *head, int pos) {
  if (pos < 0 || !head) return;
  struct ListNode *target = NULL, *tail = head;
  for (int index = 0;; index++) {
    if (index == pos) target = tail;
    if (!tail->next) break;
    tail = tail->next;
  }
  tail->next = target;
}
