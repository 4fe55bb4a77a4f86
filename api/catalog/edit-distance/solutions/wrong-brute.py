class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        # Plain recursion over the three operations: correct, but the same pair (i, j) is solved
        # again on every route of choices that reaches it.
        def edits(i: int, j: int) -> int:
            if i == len(word1):
                return len(word2) - j
            if j == len(word2):
                return len(word1) - i
            if word1[i] == word2[j]:
                return edits(i + 1, j + 1)
            return 1 + min(edits(i + 1, j + 1), edits(i + 1, j), edits(i, j + 1))

        return edits(0, 0)
