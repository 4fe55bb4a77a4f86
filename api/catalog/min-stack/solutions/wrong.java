class MinStack {
    private final List<Integer> values = new ArrayList<>();
    private int minimum = Integer.MAX_VALUE;

    public MinStack() {}
    public void push(int val) { values.add(val); minimum = Math.min(minimum, val); }
    public void pop() { values.remove(values.size() - 1); }
    public int top() { return values.get(values.size() - 1); }
    public int getMin() { return minimum; }
}
