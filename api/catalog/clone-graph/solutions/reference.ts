function cloneGraph(node: _Node | null): _Node | null {
    if (!node) return null;
    const copies = new Map<_Node, _Node>([[node, new _Node(node.val, [])]]);
    const pending: _Node[] = [node];
    for (let at = 0; at < pending.length; at++) {
        const original = pending[at];
        for (const neighbor of original.neighbors) {
            if (!copies.has(neighbor)) {
                copies.set(neighbor, new _Node(neighbor.val, []));
                pending.push(neighbor);
            }
            copies.get(original)!.neighbors.push(copies.get(neighbor)!);
        }
    }
    return copies.get(node)!;
};
