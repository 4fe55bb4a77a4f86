class Solution {
public:
    int carFleet(int target, vector<int>& position, vector<int>& speed) {
        int n = position.size(), fleets = 0;
        for (int i = 0; i < n; i++) {
            // Car i leads a fleet when it arrives later than every car ahead of it.
            double mine = (double)(target - position[i]) / speed[i];
            bool leads = true;
            for (int j = 0; j < n; j++) {
                if (position[j] > position[i] && (double)(target - position[j]) / speed[j] >= mine) {
                    leads = false;
                }
            }
            fleets += leads;
        }
        return fleets;
    }
};
