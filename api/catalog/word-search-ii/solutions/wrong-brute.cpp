class Solution {
    bool trace(vector<vector<char>>& board, const string& word, int i, int j, int k) {
        if (i < 0 || j < 0 || i >= (int)board.size() || j >= (int)board[0].size()) return false;
        if (board[i][j] != word[k]) return false;
        if (k + 1 == (int)word.size()) return true;
        char saved = board[i][j];
        board[i][j] = '#';
        bool ok = trace(board, word, i + 1, j, k + 1) || trace(board, word, i - 1, j, k + 1) ||
                  trace(board, word, i, j + 1, k + 1) || trace(board, word, i, j - 1, k + 1);
        board[i][j] = saved;
        return ok;
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        // One full board search per word.
        vector<string> found;
        for (const string& word : words) {
            bool ok = false;
            for (int i = 0; i < (int)board.size() && !ok; i++)
                for (int j = 0; j < (int)board[0].size() && !ok; j++) ok = trace(board, word, i, j, 0);
            if (ok) found.push_back(word);
        }
        return found;
    }
};
