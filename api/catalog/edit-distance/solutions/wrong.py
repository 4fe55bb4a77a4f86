# Forgets the replace operation: only inserts and deletes, so "a" -> "b" costs 2 instead of 1.
class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        n = len(word2)
        previous = list(range(n + 1))
        for i, a in enumerate(word1, 1):
            current = [i] + [0] * n
            for j, b in enumerate(word2, 1):
                if a == b:
                    current[j] = previous[j - 1]
                else:
                    current[j] = 1 + min(previous[j], current[j - 1])
            previous = current
        return previous[n]
