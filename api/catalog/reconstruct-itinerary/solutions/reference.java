class Solution {
    public List<String> findItinerary(List<List<String>> tickets) {
        // Each airport's destinations in a min-heap: the alphabetically smallest is taken first.
        Map<String, PriorityQueue<String>> out = new HashMap<>();
        for (List<String> t : tickets) out.computeIfAbsent(t.get(0), key -> new PriorityQueue<>()).add(t.get(1));
        // Hierholzer: an airport joins the route once its tickets run out, so the route is built
        // from the end backwards.
        LinkedList<String> route = new LinkedList<>();
        ArrayDeque<String> stack = new ArrayDeque<>();
        stack.push("JFK");
        while (!stack.isEmpty()) {
            PriorityQueue<String> left = out.get(stack.peek());
            if (left != null && !left.isEmpty()) {
                stack.push(left.poll());
            } else {
                route.addFirst(stack.pop());
            }
        }
        return route;
    }
}
