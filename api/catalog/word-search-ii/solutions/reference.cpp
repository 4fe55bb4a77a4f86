class Solution {
    struct Node {
        Node* next[26] = {};
        int word = -1;
        int children = 0;
    };

    vector<string> found;

    void dfs(vector<vector<char>>& board, vector<string>& words, int i, int j, Node* parent) {
        char c = board[i][j];
        if (c == '#') return;
        Node* node = parent->next[c - 'a'];
        if (!node) return;
        if (node->word >= 0) {
            found.push_back(words[node->word]);
            node->word = -1;
        }
        board[i][j] = '#';
        static const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            int r = i + dr[d], s = j + dc[d];
            if (r >= 0 && s >= 0 && r < (int)board.size() && s < (int)board[0].size())
                dfs(board, words, r, s, node);
        }
        board[i][j] = c;
        if (node->word < 0 && node->children == 0) {
            parent->next[c - 'a'] = nullptr;  // nothing left to find below: prune
            parent->children--;
            delete node;
        }
    }

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        Node root;
        for (int w = 0; w < (int)words.size(); w++) {
            Node* node = &root;
            for (char c : words[w]) {
                if (!node->next[c - 'a']) {
                    node->next[c - 'a'] = new Node();
                    node->children++;
                }
                node = node->next[c - 'a'];
            }
            node->word = w;
        }
        for (int i = 0; i < (int)board.size(); i++)
            for (int j = 0; j < (int)board[0].size(); j++) dfs(board, words, i, j, &root);
        return found;
    }
};
