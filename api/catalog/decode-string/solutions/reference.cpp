class Solution {
public:
    string decodeString(string s) {
        vector<pair<string, int>> stack;  // the text before each open group and its count
        string current;
        int count = 0;
        for (char c : s) {
            if (isdigit(c)) {
                count = count * 10 + (c - '0');
            } else if (c == '[') {
                stack.push_back({current, count});
                current.clear();
                count = 0;
            } else if (c == ']') {
                auto [before, k] = stack.back();
                stack.pop_back();
                string repeated;
                repeated.reserve(current.size() * k);
                for (int i = 0; i < k; i++) repeated += current;
                current = before + repeated;
            } else {
                current += c;
            }
        }
        return current;
    }
};
