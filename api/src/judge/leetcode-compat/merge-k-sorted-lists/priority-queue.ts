function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const heap = new PriorityQueue<ListNode>((a: ListNode, b: ListNode) => a.val - b.val);
    for (const node of lists) if (node) heap.enqueue(node);
    const dummy = new ListNode();
    let tail = dummy;
    while (!heap.isEmpty()) {
        const node = heap.dequeue()!;
        tail = tail.next = node;
        if (node.next) heap.enqueue(node.next);
    }
    return dummy.next;
};
