class Solution {
    public int[] minInterval(int[][] intervals, int[] queries) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        Integer[] order = new Integer[queries.length];
        for (int j = 0; j < queries.length; j++) order[j] = j;
        Arrays.sort(order, (a, b) -> Integer.compare(queries[a], queries[b]));
        // {size, right}, smallest size on top.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? a[0] - b[0] : a[1] - b[1]);
        int[] answer = new int[queries.length];
        int i = 0;
        for (int j : order) {
            int q = queries[j];
            while (i < intervals.length && intervals[i][0] <= q) {
                heap.offer(new int[] { intervals[i][1] - intervals[i][0] + 1, intervals[i][1] });
                i++;
            }
            while (!heap.isEmpty() && heap.peek()[1] < q) heap.poll();
            answer[j] = heap.isEmpty() ? -1 : heap.peek()[0];
        }
        return answer;
    }
}
