// Sorts the pieces of each partition, so their order no longer spells s: ["b","aa"] for "aab" is wrong.
class Solution {
    vector<vector<string>> found;
    vector<string> pieces;

    static bool palindrome(const string& s, int i, int j) {
        while (i < j)
            if (s[i++] != s[j--]) return false;
        return true;
    }

    void search(const string& s, int start) {
        if (start == (int)s.size()) {
            vector<string> copy = pieces;
            sort(copy.begin(), copy.end(), [](const string& a, const string& b) { return a > b; });
            found.push_back(copy);
            return;
        }
        for (int end = start; end < (int)s.size(); end++) {
            if (!palindrome(s, start, end)) continue;
            pieces.push_back(s.substr(start, end - start + 1));
            search(s, end + 1);
            pieces.pop_back();
        }
    }

public:
    vector<vector<string>> partition(string s) {
        search(s, 0);
        return found;
    }
};
