function maxSlidingWindow(nums: number[], k: number): number[] {
    const window = new Deque<number>();
    const out: number[] = [];
    nums.forEach((x, i) => {
        if (!window.isEmpty() && window.front() <= i - k) window.popFront();
        while (!window.isEmpty() && nums[window.back()] <= x) window.popBack();
        window.pushBack(i);
        if (i >= k - 1) out.push(nums[window.front()]);
    });
    return out;
};
