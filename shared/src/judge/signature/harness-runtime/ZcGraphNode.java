/*
 * Clone Graph's Node as LeetCode's Java environment defines it, and its reader and writer for the
 * harness (compiled only where a signature uses it). An answer must be a deep copy: a node of the
 * input in it is refused.
 */
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

class Node {
  public int val;
  public List<Node> neighbors;

  public Node() {
    val = 0;
    neighbors = new ArrayList<Node>();
  }

  public Node(int _val) {
    val = _val;
    neighbors = new ArrayList<Node>();
  }

  public Node(int _val, ArrayList<Node> _neighbors) {
    val = _val;
    neighbors = _neighbors;
  }
}

final class ZcGraphNode {
  static final String NOT_A_COPY = "The answer holds a node of the input: it must be a copy made of new nodes.";
  /** The nodes of the current case's input. */
  static final Map<Node, Boolean> inputs = new IdentityHashMap<>();

  private ZcGraphNode() {}

  static Node read() {
    int count = (int) Main.i64();
    Node[] nodes = new Node[count];
    for (int i = 0; i < count; i++) nodes[i] = new Node(i + 1);
    inputs.clear();
    for (Node node : nodes) {
      for (long k = Main.i64(); k > 0; k--) node.neighbors.add(nodes[(int) Main.i64() - 1]);
      inputs.put(node, Boolean.TRUE);
    }
    return count == 0 ? null : nodes[0];
  }

  static void write(Node start) {
    // The clone's adjacency list, by node value, from a walk over every reachable node.
    Map<Node, Boolean> seen = new IdentityHashMap<>();
    List<Node> pending = new ArrayList<>();
    if (start != null) {
      seen.put(start, Boolean.TRUE);
      pending.add(start);
    }
    for (int at = 0; at < pending.size(); at++) {
      Node node = pending.get(at);
      if (inputs.containsKey(node)) throw new IllegalStateException(NOT_A_COPY);
      for (Node neighbor : node.neighbors) {
        if (seen.put(neighbor, Boolean.TRUE) == null) pending.add(neighbor);
      }
    }
    pending.sort((a, b) -> Integer.compare(a.val, b.val));
    Main.wI64(pending.size());
    for (Node node : pending) {
      Main.wI64(node.neighbors.size());
      for (Node neighbor : node.neighbors) Main.wI64(neighbor.val);
    }
  }
}
