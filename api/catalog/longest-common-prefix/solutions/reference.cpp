class Solution {
public:
    string longestCommonPrefix(vector<string>& strs) {
        string prefix = strs[0];
        for (size_t i = 1; i < strs.size(); i++) {
            size_t j = 0;
            while (j < prefix.size() && j < strs[i].size() && prefix[j] == strs[i][j]) j++;
            prefix.resize(j);
        }
        return prefix;
    }
};
