// A sorted array with binary-search insertion: O(n) per addNum, but memmove-fast for 5 * 10^4.
var MedianFinder = function() {
    this.sorted = [];
};

/**
 * @param {number} num
 * @return {void}
 */
MedianFinder.prototype.addNum = function(num) {
    const a = this.sorted;
    let lo = 0, hi = a.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (a[mid] < num) lo = mid + 1;
        else hi = mid;
    }
    a.splice(lo, 0, num);
};

/**
 * @return {number}
 */
MedianFinder.prototype.findMedian = function() {
    const a = this.sorted, n = a.length;
    return n % 2 === 1 ? a[n >> 1] : (a[n / 2 - 1] + a[n / 2]) / 2;
};

/**
 * Your MedianFinder object will be instantiated and called as such:
 * var obj = new MedianFinder()
 * obj.addNum(num)
 * var param_2 = obj.findMedian()
 */
