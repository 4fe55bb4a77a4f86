// Correct, but for each letter of s tries using it or not without remembering: with s of 1000 a's
// and t = "aaaaaaaaaab" it walks all C(1000, 10) ways to place the a's before finding no b.
class Solution {
    int count(const string& s, const string& t, int i, int j) {
        if (j == (int)t.size()) return 1;
        if (i == (int)s.size()) return 0;
        int ways = count(s, t, i + 1, j);
        if (s[i] == t[j]) ways += count(s, t, i + 1, j + 1);
        return ways;
    }

public:
    int numDistinct(string s, string t) { return count(s, t, 0, 0); }
};
