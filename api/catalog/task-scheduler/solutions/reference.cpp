class Solution {
public:
    int leastInterval(vector<char>& tasks, int n) {
        int count[26] = {0};
        for (char t : tasks) count[t - 'A']++;
        int top = *max_element(count, count + 26);
        int atTop = count_if(count, count + 26, [top](int c) { return c == top; });
        return max((int)tasks.size(), (top - 1) * (n + 1) + atTop);
    }
};
