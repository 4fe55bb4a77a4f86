class Solution {
public:
    int minDistance(string word1, string word2) {
        int m = word1.size(), n = word2.size();
        // Two rows of the table: dist[i][j] is the fewest edits turning the first i letters of
        // word1 into the first j of word2.
        vector<int> previous(n + 1), current(n + 1);
        for (int j = 0; j <= n; j++) previous[j] = j;
        for (int i = 1; i <= m; i++) {
            current[0] = i;
            for (int j = 1; j <= n; j++) {
                if (word1[i - 1] == word2[j - 1]) current[j] = previous[j - 1];
                else current[j] = 1 + min({previous[j - 1], previous[j], current[j - 1]});
            }
            swap(previous, current);
        }
        return previous[n];
    }
};
