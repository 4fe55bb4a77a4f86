class Solution {
    public ListNode reverseList(ListNode head) {
        ListNode prev = null;
        while (head != null && head.next != null) {
            ListNode next = head.next;
            head.next = prev;
            prev = head;
            head = next;
        }
        return prev;
    }
}
