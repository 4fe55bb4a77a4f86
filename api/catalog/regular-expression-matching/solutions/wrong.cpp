class Solution {
public:
    // Reads x* as "one or more" x: a star can never match zero characters.
    bool isMatch(string s, string p) { return match(s, 0, p, 0); }

private:
    bool match(const string& s, int i, const string& p, int j) {
        if (j == (int)p.size()) return i == (int)s.size();
        bool first = i < (int)s.size() && (p[j] == s[i] || p[j] == '.');
        if (j + 1 < (int)p.size() && p[j + 1] == '*')
            return first && (match(s, i + 1, p, j) || match(s, i + 1, p, j + 2));
        return first && match(s, i + 1, p, j + 1);
    }
};
