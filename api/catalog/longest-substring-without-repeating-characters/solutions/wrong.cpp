// Off by one: after a repeat the window restarts at the earlier copy instead of just after it,
// so the window keeps one repeated character ("bbbbb" gives 2).
class Solution {
public:
    int lengthOfLongestSubstring(string s) {
        vector<int> last(256, -1);
        int best = 0, left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            unsigned char c = s[right];
            if (last[c] >= left) left = last[c];
            last[c] = right;
            best = max(best, right - left + 1);
        }
        return best;
    }
};
