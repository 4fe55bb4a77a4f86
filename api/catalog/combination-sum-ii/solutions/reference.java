class Solution {
    private final List<List<Integer>> found = new ArrayList<>();
    private final List<Integer> current = new ArrayList<>();

    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        Arrays.sort(candidates);
        search(candidates, 0, target);
        return found;
    }

    private void search(int[] candidates, int start, int remaining) {
        if (remaining == 0) {
            found.add(new ArrayList<>(current));
            return;
        }
        for (int i = start; i < candidates.length && candidates[i] <= remaining; i++) {
            // A value already tried at this level would only repeat the same combinations.
            if (i > start && candidates[i] == candidates[i - 1]) continue;
            current.add(candidates[i]);
            search(candidates, i + 1, remaining - candidates[i]);
            current.remove(current.size() - 1);
        }
    }
}
