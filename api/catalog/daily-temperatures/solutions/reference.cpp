class Solution {
public:
    vector<int> dailyTemperatures(vector<int>& temperatures) {
        int n = temperatures.size();
        vector<int> answer(n, 0);
        vector<int> waiting;  // days still waiting for a warmer one, temperatures decreasing
        for (int i = 0; i < n; i++) {
            while (!waiting.empty() && temperatures[waiting.back()] < temperatures[i]) {
                answer[waiting.back()] = i - waiting.back();
                waiting.pop_back();
            }
            waiting.push_back(i);
        }
        return answer;
    }
};
