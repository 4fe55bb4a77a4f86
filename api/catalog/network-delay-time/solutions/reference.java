class Solution {
    public int networkDelayTime(int[][] times, int n, int k) {
        List<List<int[]>> links = new ArrayList<>();
        for (int u = 0; u <= n; u++) links.add(new ArrayList<>());
        for (int[] t : times) links.get(t[0]).add(new int[] {t[1], t[2]});
        // Dijkstra: the node popped with the smallest time can never be reached sooner.
        int[] arrival = new int[n + 1];
        Arrays.fill(arrival, -1);
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.add(new int[] {0, k});
        int settled = 0, last = 0;
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int time = top[0], node = top[1];
            if (arrival[node] != -1) continue;
            arrival[node] = time;
            settled++;
            last = time;
            for (int[] link : links.get(node))
                if (arrival[link[0]] == -1) heap.add(new int[] {time + link[1], link[0]});
        }
        return settled == n ? last : -1;
    }
}
