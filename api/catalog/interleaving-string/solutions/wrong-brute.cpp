// Correct, but tries both strings at every shared letter without remembering: up to C(200, 100) paths.
class Solution {
    bool can(const string& s1, const string& s2, const string& s3, int i, int j) {
        if (i + j == (int)s3.size()) return true;
        if (i < (int)s1.size() && s1[i] == s3[i + j] && can(s1, s2, s3, i + 1, j)) return true;
        return j < (int)s2.size() && s2[j] == s3[i + j] && can(s1, s2, s3, i, j + 1);
    }

public:
    bool isInterleave(string s1, string s2, string s3) {
        if (s1.size() + s2.size() != s3.size()) return false;
        return can(s1, s2, s3, 0, 0);
    }
};
