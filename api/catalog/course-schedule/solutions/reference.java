class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> unlocks = new ArrayList<>();
        for (int c = 0; c < numCourses; c++) unlocks.add(new ArrayList<>());
        int[] waiting = new int[numCourses];
        for (int[] p : prerequisites) {
            unlocks.get(p[1]).add(p[0]);
            waiting[p[0]]++;
        }
        Deque<Integer> ready = new ArrayDeque<>();
        for (int c = 0; c < numCourses; c++) if (waiting[c] == 0) ready.add(c);
        int taken = 0;
        while (!ready.isEmpty()) {
            int c = ready.poll();
            taken++;
            for (int next : unlocks.get(c)) if (--waiting[next] == 0) ready.add(next);
        }
        return taken == numCourses;
    }
}
