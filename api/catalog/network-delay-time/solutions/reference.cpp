class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<vector<pair<int, int>>> links(n + 1);
        for (auto& t : times) links[t[0]].push_back({t[1], t[2]});
        // Dijkstra: the node popped with the smallest time can never be reached sooner.
        vector<int> arrival(n + 1, -1);
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;
        heap.push({0, k});
        int settled = 0, last = 0;
        while (!heap.empty()) {
            auto [time, node] = heap.top();
            heap.pop();
            if (arrival[node] != -1) continue;
            arrival[node] = time;
            settled++;
            last = time;
            for (auto [next, w] : links[node])
                if (arrival[next] == -1) heap.push({time + w, next});
        }
        return settled == n ? last : -1;
    }
};
