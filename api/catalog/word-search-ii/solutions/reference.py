class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        root = {}
        for word in words:
            node = root
            for c in word:
                node = node.setdefault(c, {})
            node["$"] = word
        m, n = len(board), len(board[0])
        found = []

        def dfs(i, j, parent):
            c = board[i][j]
            node = parent.get(c)
            if node is None:
                return
            word = node.pop("$", None)
            if word is not None:
                found.append(word)
            board[i][j] = "#"
            for r, s in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if 0 <= r < m and 0 <= s < n:
                    dfs(r, s, node)
            board[i][j] = c
            if not node:
                del parent[c]  # nothing left to find below: prune

        for i in range(m):
            for j in range(n):
                dfs(i, j, root)
        return found
