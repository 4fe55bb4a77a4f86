/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */
function reverseKGroup(head: ListNode | null, k: number): ListNode | null {
  // Recursive: reverse the first k nodes, then attach the rest, handled the same way.
  let check = head;
  for (let i = 0; i < k; i++) {
    if (!check) return head;
    check = check.next;
  }
  let prev: ListNode | null = null;
  let cur = head;
  for (let i = 0; i < k; i++) {
    const next = cur!.next;
    cur!.next = prev;
    prev = cur;
    cur = next;
  }
  head!.next = reverseKGroup(cur, k);
  return prev;
};
