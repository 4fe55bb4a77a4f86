var reverseList = function (head) {
  let prev = null;
  while (head && head.next) {
    const next = head.next;
    head.next = prev;
    prev = head;
    head = next;
  }
  return prev;
};
