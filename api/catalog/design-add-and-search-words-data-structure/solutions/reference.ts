interface TrieNode {
  next: Map<string, TrieNode>;
  end: boolean;
}

class WordDictionary {
  private root: TrieNode = { next: new Map(), end: false };

  constructor() {}

  addWord(word: string): void {
    let node = this.root;
    for (const c of word) {
      if (!node.next.has(c)) node.next.set(c, { next: new Map(), end: false });
      node = node.next.get(c)!;
    }
    node.end = true;
  }

  search(word: string): boolean {
    const match = (i: number, node: TrieNode): boolean => {
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
  }
}
