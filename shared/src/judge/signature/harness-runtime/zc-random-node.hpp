/*
 * ZenCode harness runtime, C++ layer: Copy List with Random Pointer's Node, read from the wire and
 * written back, after LeetCode's `class Node`. An answer must be a deep copy: a node of the input
 * in it is refused.
 */
namespace zc {

/* The nodes of the current case's input. */
inline std::unordered_set<const Node *> &random_inputs() {
  static std::unordered_set<const Node *> nodes;
  return nodes;
}

inline void rd(Node *&head) {
  long long count = zc_r_i64();
  vector<Node *> nodes;
  vector<long long> randoms;
  for (long long index = 0; index < count; index++) {
    nodes.push_back(new Node((int)zc_r_i64()));
    randoms.push_back(zc_r_null() ? -1 : zc_r_i64());
  }
  random_inputs().clear();
  for (size_t index = 0; index < nodes.size(); index++) {
    nodes[index]->next = index + 1 < nodes.size() ? nodes[index + 1] : nullptr;
    nodes[index]->random = randoms[index] < 0 ? nullptr : nodes[(size_t)randoms[index]];
    random_inputs().insert(nodes[index]);
  }
  head = nodes.empty() ? nullptr : nodes[0];
}

inline void wr(Node *head) {
  const char *not_a_copy = "The answer holds a node of the input: it must be a copy made of new nodes.";
  std::unordered_map<const Node *, long long> position;
  vector<Node *> order;
  for (Node *node = head; node; node = node->next) {
    if (random_inputs().count(node)) throw std::runtime_error(not_a_copy);
    if (position.count(node)) throw std::runtime_error("Found cycle in the Node list");
    position[node] = (long long)order.size();
    order.push_back(node);
  }
  zc_w_i64((long long)order.size());
  for (Node *node : order) {
    zc_w_i64(node->val);
    if (!node->random) {
      zc_w_null();
      continue;
    }
    auto found = position.find(node->random);
    if (found == position.end())
      throw std::runtime_error(random_inputs().count(node->random) ? not_a_copy : "A random pointer leads out of the list");
    zc_w_i64(found->second);
  }
}
}  // namespace zc
