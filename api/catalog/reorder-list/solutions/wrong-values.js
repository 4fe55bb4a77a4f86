var reorderList = function (head) {
  // Builds a new list instead of relinking head: the caller's list is left as it was.
  const values = [];
  for (let node = head; node; node = node.next) values.push(node.val);
  let i = 0;
  let j = values.length - 1;
  const order = [];
  while (i <= j) {
    order.push(values[i++]);
    if (i <= j) order.push(values[j--]);
  }
  let fresh = null;
  for (let k = order.length - 1; k >= 0; k--) fresh = new ListNode(order[k], fresh);
  head = fresh;
};
