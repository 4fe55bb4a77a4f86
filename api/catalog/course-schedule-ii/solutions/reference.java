class Solution {
    public int[] findOrder(int numCourses, int[][] prerequisites) {
        List<List<Integer>> unlocks = new ArrayList<>();
        for (int c = 0; c < numCourses; c++) unlocks.add(new ArrayList<>());
        int[] waiting = new int[numCourses];
        for (int[] p : prerequisites) {
            unlocks.get(p[1]).add(p[0]);
            waiting[p[0]]++;
        }
        int[] order = new int[numCourses];
        int size = 0;
        for (int c = 0; c < numCourses; c++)
            if (waiting[c] == 0) order[size++] = c;
        for (int next = 0; next < size; next++)
            for (int course : unlocks.get(order[next]))
                if (--waiting[course] == 0) order[size++] = course;
        return size == numCourses ? order : new int[0];
    }
}
