class Solution:
    def exist(self, board: List[List[str]], word: str) -> bool:
        m, n = len(board), len(board[0])
        have = Counter(c for row in board for c in row)
        if any(have[c] < k for c, k in Counter(word).items()):
            return False
        if have[word[-1]] < have[word[0]]:
            word = word[::-1]

        def trace(i, j, k):
            if board[i][j] != word[k]:
                return False
            if k + 1 == len(word):
                return True
            board[i][j] = "#"
            found = any(0 <= a < m and 0 <= b < n and trace(a, b, k + 1)
                        for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)))
            board[i][j] = word[k]
            return found

        return any(trace(i, j, 0) for i in range(m) for j in range(n))
