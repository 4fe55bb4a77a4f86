// Correct, but backtracks without remembering failed positions: exponential on "aaa...ab".
class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        return from(s, 0, wordDict);
    }

private:
    bool from(const string& s, int start, vector<string>& words) {
        if (start == (int)s.size()) return true;
        for (const string& w : words) {
            if (s.compare(start, w.size(), w) == 0 && from(s, start + w.size(), words)) return true;
        }
        return false;
    }
};
