var twoSum = function (numbers, target) {
  let lo = 0;
  let hi = numbers.length - 2;
  while (lo < hi) {
    const sum = numbers[lo] + numbers[hi];
    if (sum === target) return [lo + 1, hi + 1];
    if (sum < target) lo++;
    else hi--;
  }
  return [];
};
