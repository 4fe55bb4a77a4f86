class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        unused = set(wordList)
        if endWord not in unused:
            return 0
        letters = "abcdefghijklmnopqrstuvwxyz"
        level, frontier = 1, [beginWord]
        while frontier:
            following = []
            for word in frontier:
                for i in range(len(word)):
                    prefix, suffix = word[:i], word[i + 1:]
                    for letter in letters:
                        candidate = prefix + letter + suffix
                        if candidate not in unused:
                            continue
                        if candidate == endWord:
                            return level + 1
                        # Removed when first queued: a later path to it is never shorter.
                        unused.remove(candidate)
                        following.append(candidate)
            frontier = following
            level += 1
        return 0
