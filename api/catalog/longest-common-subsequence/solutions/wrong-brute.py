class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        # Plain recursion on the first letters: correct, but each pair (i, j) is solved again
        # every time a different route of choices reaches it.
        def best(i: int, j: int) -> int:
            if i == len(text1) or j == len(text2):
                return 0
            if text1[i] == text2[j]:
                return 1 + best(i + 1, j + 1)
            return max(best(i + 1, j), best(i, j + 1))

        return best(0, 0)
