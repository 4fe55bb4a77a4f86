class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> unused(wordList.begin(), wordList.end());
        if (!unused.count(endWord)) return 0;
        vector<string> frontier = {beginWord};
        for (int level = 1; !frontier.empty(); level++) {
            vector<string> following;
            for (string& word : frontier) {
                for (size_t i = 0; i < word.size(); i++) {
                    char original = word[i];
                    for (char letter = 'a'; letter <= 'z'; letter++) {
                        word[i] = letter;
                        auto found = unused.find(word);
                        if (found == unused.end()) continue;
                        if (word == endWord) return level + 1;
                        // Removed when first queued: a later path to it is never shorter.
                        unused.erase(found);
                        following.push_back(word);
                    }
                    word[i] = original;
                }
            }
            frontier = move(following);
        }
        return 0;
    }
};
