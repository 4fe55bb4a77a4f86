class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        result.add(new ArrayList<>());
        for (int x : nums) {
            int size = result.size();
            for (int i = 0; i < size; i++) {
                List<Integer> bigger = new ArrayList<>(result.get(i));
                bigger.add(x);
                result.add(bigger);
            }
        }
        return result;
    }
}
