var Trie = function () {
  this.root = new Map();
};

/**
 * @param {string} word
 * @return {void}
 */
Trie.prototype.insert = function (word) {
  let node = this.root;
  for (const c of word) {
    if (!node.has(c)) node.set(c, new Map());
    node = node.get(c);
  }
  node.set('$', true);
};

Trie.prototype.find = function (s) {
  let node = this.root;
  for (const c of s) {
    node = node.get(c);
    if (!node) return null;
  }
  return node;
};

/**
 * @param {string} word
 * @return {boolean}
 */
Trie.prototype.search = function (word) {
  const node = this.find(word);
  return node !== null && node.has('$');
};

/**
 * @param {string} prefix
 * @return {boolean}
 */
Trie.prototype.startsWith = function (prefix) {
  return this.find(prefix) !== null;
};

/**
 * Your Trie object will be instantiated and called as such:
 * var obj = new Trie()
 * obj.insert(word)
 * var param_2 = obj.search(word)
 * var param_3 = obj.startsWith(prefix)
 */
