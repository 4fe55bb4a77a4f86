class MinStack {
    stack<pair<int, int>> stack;
public:
    MinStack() {}
    void push(int val) { stack.push({val, stack.empty() ? val : min(val, stack.top().second)}); }
    void pop() { stack.pop(); }
    int top() { return stack.top().first; }
    int getMin() { return stack.top().second; }
};
