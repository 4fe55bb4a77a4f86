class Solution {
public:
    // From every start, extends the window until it covers t: O(m^2) on 10^5 characters.
    string minWindow(string s, string t) {
        int need[128] = {0}, n = s.size(), bestStart = 0, bestLength = INT_MAX;
        for (char c : t) need[c]++;
        for (int i = 0; i < n; i++) {
            int have[128] = {0}, missing = t.size();
            for (int j = i; j < n && j - i + 1 < bestLength; j++) {
                if (have[s[j]]++ < need[s[j]]) missing--;
                if (missing == 0) {
                    bestLength = j - i + 1;
                    bestStart = i;
                    break;
                }
            }
        }
        return bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength);
    }
};
