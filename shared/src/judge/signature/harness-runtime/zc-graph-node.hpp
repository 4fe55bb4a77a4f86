/*
 * ZenCode harness runtime, C++ layer: Clone Graph's Node, read from the wire as an adjacency list
 * and written back, after LeetCode's `class Node`. An answer must be a deep copy: a node of the
 * input in it is refused.
 */
namespace zc {

/* The nodes of the current case's input. */
inline std::unordered_set<const Node *> &graph_inputs() {
  static std::unordered_set<const Node *> nodes;
  return nodes;
}

inline void rd(Node *&start) {
  long long count = zc_r_i64();
  vector<Node *> nodes;
  for (long long index = 0; index < count; index++) nodes.push_back(new Node((int)index + 1));
  graph_inputs().clear();
  for (Node *node : nodes) {
    for (long long k = zc_r_i64(); k > 0; k--) node->neighbors.push_back(nodes[(size_t)zc_r_i64() - 1]);
    graph_inputs().insert(node);
  }
  start = nodes.empty() ? nullptr : nodes[0];
}

inline void wr(Node *start) {
  /* The clone's adjacency list, by node value, from a walk over every reachable node. */
  std::unordered_set<const Node *> seen;
  vector<Node *> pending;
  if (start) {
    seen.insert(start);
    pending.push_back(start);
  }
  for (size_t at = 0; at < pending.size(); at++) {
    if (graph_inputs().count(pending[at]))
      throw std::runtime_error("The answer holds a node of the input: it must be a copy made of new nodes.");
    for (Node *neighbor : pending[at]->neighbors)
      if (seen.insert(neighbor).second) pending.push_back(neighbor);
  }
  std::stable_sort(pending.begin(), pending.end(), [](const Node *a, const Node *b) { return a->val < b->val; });
  zc_w_i64((long long)pending.size());
  for (Node *node : pending) {
    zc_w_i64((long long)node->neighbors.size());
    for (Node *neighbor : node->neighbors) zc_w_i64(neighbor->val);
  }
}
}  // namespace zc
