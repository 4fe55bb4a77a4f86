// Tries every start and drives the loop from it: correct, but quadratic when starts fail late.
class Solution {
public:
    int canCompleteCircuit(vector<int>& gas, vector<int>& cost) {
        int n = gas.size();
        for (int start = 0; start < n; start++) {
            long long tank = 0;
            int steps = 0;
            while (steps < n) {
                int i = (start + steps) % n;
                tank += gas[i] - cost[i];
                if (tank < 0) break;
                steps++;
            }
            if (steps == n) return start;
        }
        return -1;
    }
};
