class MinStack {
    vector<int> values;
    int minimum = INT_MAX;
public:
    MinStack() {}
    void push(int val) { values.push_back(val); minimum = min(minimum, val); }
    void pop() { values.pop_back(); }
    int top() { return values.back(); }
    int getMin() { return minimum; }
};
