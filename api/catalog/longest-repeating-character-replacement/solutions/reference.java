class Solution {
    public int characterReplacement(String s, int k) {
        int[] count = new int[26];
        int left = 0, best = 0, answer = 0;
        for (int right = 0; right < s.length(); right++) {
            best = Math.max(best, ++count[s.charAt(right) - 'A']);
            while (right - left + 1 - best > k) {
                count[s.charAt(left) - 'A']--;
                left++;
            }
            answer = Math.max(answer, right - left + 1);
        }
        return answer;
    }
}
