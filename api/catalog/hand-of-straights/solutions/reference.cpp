class Solution {
public:
    bool isNStraightHand(vector<int>& hand, int groupSize) {
        if (hand.size() % groupSize != 0) return false;
        map<int, int> count;  // ordered: the smallest remaining value comes first
        for (int card : hand) count[card]++;
        for (auto it = count.begin(); it != count.end(); ++it) {
            int runs = it->second;
            if (runs == 0) continue;
            // Every copy of the smallest remaining value starts its own run.
            auto next = it;
            for (int k = 1; k < groupSize; k++) {
                ++next;
                if (next == count.end() || next->first != it->first + k || next->second < runs) return false;
                next->second -= runs;
            }
        }
        return true;
    }
};
