class Solution {
public:
    int minEatingSpeed(vector<int>& piles, int h) {
        for (int k = 1;; k++) {
            long long hours = 0;
            for (int p : piles) hours += (p - 1) / k + 1;
            if (hours <= h) return k;
        }
    }
};
