class Solution {
public:
    int carFleet(int target, vector<int>& position, vector<int>& speed) {
        int n = position.size();
        vector<pair<int, int>> cars(n);
        for (int i = 0; i < n; i++) cars[i] = {position[i], speed[i]};
        sort(cars.rbegin(), cars.rend());
        int fleets = 0, leadDistance = -1, leadSpeed = 1;
        for (auto& [p, s] : cars) {
            int distance = target - p;
            // distance * leadSpeed can reach 10^12: it overflows int.
            if (distance * leadSpeed > leadDistance * s) {
                fleets++;
                leadDistance = distance;
                leadSpeed = s;
            }
        }
        return fleets;
    }
};
