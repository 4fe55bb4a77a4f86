var hasCycle = function(head) {
    // Two runners compared by value: equal values meeting look like a cycle.
    let slow = head, fast = head;
    while (fast && fast.next) {
        slow = slow.next;
        fast = fast.next.next;
        if (slow.val === fast.val) return true;
    }
    return false;
};
