var copyRandomList = function(head) {
    // Copies values and next pointers but forgets the random ones.
    const dummy = new _Node(0, null, null);
    let tail = dummy;
    for (let node = head; node; node = node.next) {
        tail.next = new _Node(node.val, null, null);
        tail = tail.next;
    }
    return dummy.next;
};
