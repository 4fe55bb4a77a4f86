# Never marks cells as used, so a trace may step back onto a cell it already used ("ABCB" passes).
class Solution:
    def exist(self, board: List[List[str]], word: str) -> bool:
        m, n = len(board), len(board[0])
        have = Counter(c for row in board for c in row)
        if any(have[c] == 0 for c in word):
            return False

        @cache
        def trace(i, j, k):
            if board[i][j] != word[k]:
                return False
            if k + 1 == len(word):
                return True
            return any(0 <= a < m and 0 <= b < n and trace(a, b, k + 1)
                       for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)))

        return any(trace(i, j, 0) for i in range(m) for j in range(n))
