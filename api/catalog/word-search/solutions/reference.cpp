class Solution {
public:
    bool exist(vector<vector<char>>& board, string word) {
        int m = board.size(), n = board[0].size();
        // Prune: the board must hold enough of every letter of the word.
        unordered_map<char, int> have, need;
        for (auto& row : board)
            for (char c : row) have[c]++;
        for (char c : word)
            if (++need[c] > have[c]) return false;
        // Start from the rarer end, which cuts the number of starting points and early branches.
        if (have[word.back()] < have[word.front()]) reverse(word.begin(), word.end());
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                if (trace(board, word, i, j, 0)) return true;
        return false;
    }

private:
    bool trace(vector<vector<char>>& board, const string& word, int i, int j, int k) {
        if (i < 0 || j < 0 || i >= (int)board.size() || j >= (int)board[0].size()) return false;
        if (board[i][j] != word[k]) return false;
        if (k + 1 == (int)word.size()) return true;
        char saved = board[i][j];
        board[i][j] = '#';  // mark the cell as used on this path
        bool found = trace(board, word, i + 1, j, k + 1) || trace(board, word, i - 1, j, k + 1) ||
                     trace(board, word, i, j + 1, k + 1) || trace(board, word, i, j - 1, k + 1);
        board[i][j] = saved;
        return found;
    }
};
