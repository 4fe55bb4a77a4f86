class Solution {
    vector<vector<string>> found;
    vector<string> pieces;
    vector<vector<bool>> pal;  // pal[i][j]: s[i..j] reads the same both ways

    void search(const string& s, int start) {
        if (start == (int)s.size()) {
            found.push_back(pieces);
            return;
        }
        for (int end = start; end < (int)s.size(); end++) {
            if (!pal[start][end]) continue;
            pieces.push_back(s.substr(start, end - start + 1));
            search(s, end + 1);
            pieces.pop_back();
        }
    }

public:
    vector<vector<string>> partition(string s) {
        int n = s.size();
        pal.assign(n, vector<bool>(n, false));
        for (int i = n - 1; i >= 0; i--)
            for (int j = i; j < n; j++) pal[i][j] = s[i] == s[j] && (j - i < 2 || pal[i + 1][j - 1]);
        search(s, 0);
        return found;
    }
};
