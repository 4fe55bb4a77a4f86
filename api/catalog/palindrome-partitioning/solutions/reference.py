class Solution:
    def partition(self, s: str) -> List[List[str]]:
        n = len(s)
        # pal[i][j]: s[i..j] reads the same both ways.
        pal = [[False] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            for j in range(i, n):
                pal[i][j] = s[i] == s[j] and (j - i < 2 or pal[i + 1][j - 1])
        found, pieces = [], []

        def search(start):
            if start == n:
                found.append(pieces[:])
                return
            for end in range(start, n):
                if pal[start][end]:
                    pieces.append(s[start : end + 1])
                    search(end + 1)
                    pieces.pop()

        search(0)
        return found
