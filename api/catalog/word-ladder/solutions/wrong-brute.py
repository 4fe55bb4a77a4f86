# Finds each word's neighbours by comparing it with every unused word: O(N² · L), too slow for
# 5000 words.
class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        if endWord not in wordList:
            return 0
        unused = list(wordList)
        level, frontier = 1, [beginWord]
        while frontier:
            following = []
            for word in frontier:
                keep = []
                for other in unused:
                    if sum(a != b for a, b in zip(word, other)) == 1:
                        if other == endWord:
                            return level + 1
                        following.append(other)
                    else:
                        keep.append(other)
                unused = keep
            frontier = following
            level += 1
        return 0
