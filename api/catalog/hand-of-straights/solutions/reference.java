class Solution {
    public boolean isNStraightHand(int[] hand, int groupSize) {
        if (hand.length % groupSize != 0) return false;
        TreeMap<Integer, Integer> count = new TreeMap<>();
        for (int card : hand) count.merge(card, 1, Integer::sum);
        for (int value : count.keySet()) {
            int runs = count.get(value);
            if (runs == 0) continue;
            for (int next = value + 1; next < value + groupSize; next++) {
                int have = count.getOrDefault(next, 0);
                if (have < runs) return false;
                count.put(next, have - runs);
            }
        }
        return true;
    }
}
