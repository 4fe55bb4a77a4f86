class Solution {
public:
    vector<string> findItinerary(vector<vector<string>>& tickets) {
        // Destinations sorted in reverse, so the alphabetically smallest is taken from the back.
        unordered_map<string, vector<string>> out;
        for (auto& t : tickets) out[t[0]].push_back(t[1]);
        for (auto& [from, to] : out) sort(to.rbegin(), to.rend());
        // Hierholzer: an airport joins the route once its tickets run out, so the route is built
        // from the end backwards.
        vector<string> route, stack = {"JFK"};
        while (!stack.empty()) {
            auto& left = out[stack.back()];
            if (!left.empty()) {
                string next = left.back();
                left.pop_back();
                stack.push_back(next);
            } else {
                route.push_back(stack.back());
                stack.pop_back();
            }
        }
        reverse(route.begin(), route.end());
        return route;
    }
};
