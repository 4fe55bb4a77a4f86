/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var topKFrequent = function(nums, k) {
    const count = _.countBy(nums);
    const heap = new MinPriorityQueue((entry) => entry[1]);
    for (const entry of Object.entries(count)) {
        heap.enqueue(entry);
        if (heap.size() > k) heap.dequeue();
    }
    return heap.toArray().map(([value]) => Number(value));
};
