class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> unlocks(numCourses);
        vector<int> waiting(numCourses, 0);
        for (auto& p : prerequisites) {
            unlocks[p[1]].push_back(p[0]);
            waiting[p[0]]++;
        }
        vector<int> order;
        for (int c = 0; c < numCourses; c++)
            if (waiting[c] == 0) order.push_back(c);
        // order doubles as the queue: everything before `next` has been processed.
        for (size_t next = 0; next < order.size(); next++)
            for (int course : unlocks[order[next]])
                if (--waiting[course] == 0) order.push_back(course);
        if ((int)order.size() < numCourses) return {};
        return order;
    }
};
