class Solution {
    public ListNode mergeTwoLists(ListNode list1, ListNode list2) {
        // Stops when either list runs out and drops the rest of the other one.
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (list1 != null && list2 != null) {
            if (list1.val <= list2.val) {
                tail.next = list1;
                list1 = list1.next;
            } else {
                tail.next = list2;
                list2 = list2.next;
            }
            tail = tail.next;
        }
        tail.next = null;
        return dummy.next;
    }
}
