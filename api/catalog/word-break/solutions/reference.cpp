class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        int n = s.size();
        // can[i]: the first i characters can be cut into words.
        vector<bool> can(n + 1, false);
        can[0] = true;
        for (int i = 1; i <= n; i++) {
            for (int len = 1; len <= 20 && len <= i && !can[i]; len++) {
                if (can[i - len] && words.count(s.substr(i - len, len))) can[i] = true;
            }
        }
        return can[n];
    }
};
