var cloneGraph = function(node) {
    // Sorts each copy's neighbours by value: the order of the lists changes.
    if (!node) return null;
    const copies = new Map([[node, new _Node(node.val, [])]]);
    const pending = [node];
    for (let at = 0; at < pending.length; at++) {
        const original = pending[at];
        for (const neighbor of original.neighbors) {
            if (!copies.has(neighbor)) {
                copies.set(neighbor, new _Node(neighbor.val, []));
                pending.push(neighbor);
            }
            copies.get(original).neighbors.push(copies.get(neighbor));
        }
        copies.get(original).neighbors.sort((a, b) => a.val - b.val);
    }
    return copies.get(node);
};
