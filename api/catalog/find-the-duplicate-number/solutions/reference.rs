impl Solution {
    pub fn find_duplicate(nums: Vec<i32>) -> i32 {
        // i -> nums[i] is a linked list whose cycle starts at the duplicate (Floyd's algorithm).
        let next = |i: usize| nums[i] as usize;
        let (mut slow, mut fast) = (next(0), next(next(0)));
        while slow != fast {
            slow = next(slow);
            fast = next(next(fast));
        }
        let mut finder = 0;
        while finder != slow {
            finder = next(finder);
            slow = next(slow);
        }
        finder as i32
    }
}
