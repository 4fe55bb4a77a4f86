/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
function mergeKLists(lists: (ListNode | null)[]): ListNode | null {
    const merge = (a, b) => {
        const dummy = new ListNode();
        let tail = dummy;
        while (a && b) {
            if (a.val <= b.val) { tail.next = a; a = a.next; }
            else { tail.next = b; b = b.next; }
            tail = tail.next;
        }
        tail.next = a || b;
        return dummy.next;
    };
    if (lists.length === 0) return null;
    while (lists.length > 1) {
        const next = [];
        for (let i = 0; i < lists.length; i += 2) next.push(merge(lists[i], lists[i + 1] || null));
        lists = next;
    }
    return lists[0];
};
