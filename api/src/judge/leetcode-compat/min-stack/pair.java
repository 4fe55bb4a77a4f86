class MinStack {
    private final Deque<Pair<Integer, Integer>> stack = new ArrayDeque<>();

    public MinStack() {}

    public void push(int val) {
        int min = stack.isEmpty() ? val : Math.min(val, stack.peek().getValue());
        stack.push(new Pair<>(val, min));
    }

    public void pop() { stack.pop(); }

    public int top() { return stack.peek().getKey(); }

    public int getMin() { return stack.peek().getValue(); }
}
