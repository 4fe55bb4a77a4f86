// Counts the transformations (edges) instead of the words in the sequence: one too few.
class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> unused(wordList.begin(), wordList.end());
        if (!unused.count(endWord)) return 0;
        queue<pair<string, int>> todo;
        todo.push({beginWord, 0});
        while (!todo.empty()) {
            auto [word, steps] = todo.front();
            todo.pop();
            for (size_t i = 0; i < word.size(); i++) {
                string candidate = word;
                for (char letter = 'a'; letter <= 'z'; letter++) {
                    candidate[i] = letter;
                    if (!unused.count(candidate)) continue;
                    if (candidate == endWord) return steps + 1;
                    unused.erase(candidate);
                    todo.push({candidate, steps + 1});
                }
            }
        }
        return 0;
    }
};
