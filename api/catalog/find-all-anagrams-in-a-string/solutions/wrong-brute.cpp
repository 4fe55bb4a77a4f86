// Correct, but sorts every window of s and compares it with sorted p: O(|s| * |p| log |p|).
class Solution {
public:
    vector<int> findAnagrams(string s, string p) {
        vector<int> result;
        sort(p.begin(), p.end());
        for (int i = 0; i + p.size() <= s.size(); i++) {
            string window = s.substr(i, p.size());
            sort(window.begin(), window.end());
            if (window == p) result.push_back(i);
        }
        return result;
    }
};
