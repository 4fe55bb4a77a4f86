// Correct, but tries every balloon as the next one to burst without remembering: n! orders.
class Solution {
    int best(vector<int>& row) {
        if (row.size() == 2) return 0;
        int most = 0;
        for (size_t i = 1; i + 1 < row.size(); i++) {
            int gain = row[i - 1] * row[i] * row[i + 1];
            int value = row[i];
            row.erase(row.begin() + i);
            most = max(most, gain + best(row));
            row.insert(row.begin() + i, value);
        }
        return most;
    }

public:
    int maxCoins(vector<int>& nums) {
        vector<int> row = {1};
        row.insert(row.end(), nums.begin(), nums.end());
        row.push_back(1);
        return best(row);
    }
};
