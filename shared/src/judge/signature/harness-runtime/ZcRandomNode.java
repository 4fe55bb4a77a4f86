/*
 * Copy List with Random Pointer's Node as LeetCode's Java environment defines it, and its reader and
 * writer for the harness (compiled only where a signature uses it). An answer must be a deep copy:
 * a node of the input in it is refused.
 */
import java.util.IdentityHashMap;
import java.util.Map;

class Node {
  int val;
  Node next;
  Node random;

  public Node(int val) {
    this.val = val;
    this.next = null;
    this.random = null;
  }
}

final class ZcRandomNode {
  static final String NOT_A_COPY = "The answer holds a node of the input: it must be a copy made of new nodes.";
  /** The nodes of the current case's input. */
  static final Map<Node, Boolean> inputs = new IdentityHashMap<>();

  private ZcRandomNode() {}

  static Node read() {
    int count = (int) Main.i64();
    Node[] nodes = new Node[count];
    int[] randoms = new int[count];
    for (int i = 0; i < count; i++) {
      nodes[i] = new Node((int) Main.i64());
      randoms[i] = Main.isNull() ? -1 : (int) Main.i64();
    }
    inputs.clear();
    for (int i = 0; i < count; i++) {
      nodes[i].next = i + 1 < count ? nodes[i + 1] : null;
      nodes[i].random = randoms[i] < 0 ? null : nodes[randoms[i]];
      inputs.put(nodes[i], Boolean.TRUE);
    }
    return count == 0 ? null : nodes[0];
  }

  static void write(Node head) {
    Map<Node, Integer> position = new IdentityHashMap<>();
    for (Node node = head; node != null; node = node.next) {
      if (inputs.containsKey(node)) throw new IllegalStateException(NOT_A_COPY);
      if (position.containsKey(node)) throw new IllegalStateException("Found cycle in the Node list");
      position.put(node, position.size());
    }
    Main.wI64(position.size());
    for (Node node = head; node != null; node = node.next) {
      Main.wI64(node.val);
      if (node.random == null) {
        Main.wNull();
        continue;
      }
      Integer at = position.get(node.random);
      if (at == null)
        throw new IllegalStateException(inputs.containsKey(node.random) ? NOT_A_COPY : "A random pointer leads out of the list");
      Main.wI64(at);
    }
  }
}
