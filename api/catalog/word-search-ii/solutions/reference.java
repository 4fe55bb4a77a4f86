class Solution {
    private static final class Node {
        final Node[] next = new Node[26];
        String word;
        int children;
    }

    private final List<String> found = new ArrayList<>();

    public List<String> findWords(char[][] board, String[] words) {
        Node root = new Node();
        for (String word : words) {
            Node node = root;
            for (char c : word.toCharArray()) {
                if (node.next[c - 'a'] == null) {
                    node.next[c - 'a'] = new Node();
                    node.children++;
                }
                node = node.next[c - 'a'];
            }
            node.word = word;
        }
        for (int i = 0; i < board.length; i++)
            for (int j = 0; j < board[0].length; j++) dfs(board, i, j, root);
        return found;
    }

    private void dfs(char[][] board, int i, int j, Node parent) {
        char c = board[i][j];
        if (c == '#') return;
        Node node = parent.next[c - 'a'];
        if (node == null) return;
        if (node.word != null) {
            found.add(node.word);
            node.word = null;
        }
        board[i][j] = '#';
        if (i > 0) dfs(board, i - 1, j, node);
        if (i + 1 < board.length) dfs(board, i + 1, j, node);
        if (j > 0) dfs(board, i, j - 1, node);
        if (j + 1 < board[0].length) dfs(board, i, j + 1, node);
        board[i][j] = c;
        if (node.word == null && node.children == 0) {
            parent.next[c - 'a'] = null;
            parent.children--;
        }
    }
}
