class WordDictionary:

    def __init__(self):
        self.root = {}

    def addWord(self, word: str) -> None:
        node = self.root
        for c in word:
            node = node.setdefault(c, {})
        node["$"] = True

    def search(self, word: str) -> bool:
        def match(i, node):
            if i == len(word):
                return "$" in node
            c = word[i]
            if c != ".":
                return c in node and match(i + 1, node[c])
            return any(k != "$" and match(i + 1, child) for k, child in node.items())

        return match(0, self.root)


# Your WordDictionary object will be instantiated and called as such:
# obj = WordDictionary()
# obj.addWord(word)
# param_2 = obj.search(word)
