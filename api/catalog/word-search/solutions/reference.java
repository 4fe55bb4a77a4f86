class Solution {
    public boolean exist(char[][] board, String word) {
        int[] have = new int[128];
        int[] need = new int[128];
        for (char[] row : board)
            for (char c : row) have[c]++;
        for (char c : word.toCharArray())
            if (++need[c] > have[c]) return false;
        char[] w = word.toCharArray();
        if (have[w[w.length - 1]] < have[w[0]]) w = new StringBuilder(word).reverse().toString().toCharArray();
        for (int i = 0; i < board.length; i++)
            for (int j = 0; j < board[0].length; j++)
                if (trace(board, w, i, j, 0)) return true;
        return false;
    }

    private boolean trace(char[][] board, char[] word, int i, int j, int k) {
        if (i < 0 || j < 0 || i >= board.length || j >= board[0].length || board[i][j] != word[k]) return false;
        if (k == word.length - 1) return true;
        char saved = board[i][j];
        board[i][j] = '#';
        boolean found = trace(board, word, i + 1, j, k + 1) || trace(board, word, i - 1, j, k + 1)
                || trace(board, word, i, j + 1, k + 1) || trace(board, word, i, j - 1, k + 1);
        board[i][j] = saved;
        return found;
    }
}
