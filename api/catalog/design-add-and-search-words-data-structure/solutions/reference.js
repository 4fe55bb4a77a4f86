var WordDictionary = function () {
  this.root = { next: new Map(), end: false };
};

/**
 * @param {string} word
 * @return {void}
 */
WordDictionary.prototype.addWord = function (word) {
  let node = this.root;
  for (const c of word) {
    if (!node.next.has(c)) node.next.set(c, { next: new Map(), end: false });
    node = node.next.get(c);
  }
  node.end = true;
};

/**
 * @param {string} word
 * @return {boolean}
 */
WordDictionary.prototype.search = function (word) {
  const match = (i, node) => {
    if (i === word.length) return node.end;
    const c = word[i];
    if (c !== '.') {
      const child = node.next.get(c);
      return child !== undefined && match(i + 1, child);
    }
    for (const child of node.next.values()) if (match(i + 1, child)) return true;
    return false;
  };
  return match(0, this.root);
};
