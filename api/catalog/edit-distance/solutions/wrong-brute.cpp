// Correct, but plain recursion over the three operations without memoisation: exponential.
class Solution {
public:
    int minDistance(string word1, string word2) { return from(word1, word2, 0, 0); }

private:
    int from(const string& a, const string& b, int i, int j) {
        if (i == (int)a.size()) return b.size() - j;
        if (j == (int)b.size()) return a.size() - i;
        if (a[i] == b[j]) return from(a, b, i + 1, j + 1);
        return 1 + min({from(a, b, i + 1, j + 1), from(a, b, i + 1, j), from(a, b, i, j + 1)});
    }
};
