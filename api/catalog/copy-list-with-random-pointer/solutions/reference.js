/**
 * @param {_Node} head
 * @return {_Node}
 */
var copyRandomList = function(head) {
    const copy = new Map([[null, null]]);
    for (let node = head; node; node = node.next) copy.set(node, new _Node(node.val, null, null));
    for (let node = head; node; node = node.next) {
        copy.get(node).next = copy.get(node.next);
        copy.get(node).random = copy.get(node.random);
    }
    return copy.get(head);
};
