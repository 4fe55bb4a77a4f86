class Solution {
    private final List<List<Integer>> found = new ArrayList<>();
    private final List<Integer> current = new ArrayList<>();

    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        Arrays.sort(candidates);
        search(candidates, 0, target);
        return found;
    }

    // Candidates are sorted; indices before start are never chosen again, so each multiset comes once.
    private void search(int[] candidates, int start, int remaining) {
        if (remaining == 0) {
            found.add(new ArrayList<>(current));
            return;
        }
        for (int i = start; i < candidates.length && candidates[i] <= remaining; i++) {
            current.add(candidates[i]);
            search(candidates, i, remaining - candidates[i]);
            current.remove(current.size() - 1);
        }
    }
}
