function copyRandomList(head: _Node | null): _Node | null {
    const copy = new Map<_Node | null, _Node | null>([[null, null]]);
    for (let node = head; node; node = node.next) copy.set(node, new _Node(node.val));
    for (let node = head; node; node = node.next) {
        copy.get(node)!.next = copy.get(node.next)!;
        copy.get(node)!.random = copy.get(node.random)!;
    }
    return copy.get(head)!;
};
