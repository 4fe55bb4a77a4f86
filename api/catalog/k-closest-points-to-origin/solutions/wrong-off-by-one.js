var kClosest = function (points, k) {
  const dist = (p) => p[0] * p[0] + p[1] * p[1];
  return [...points].sort((a, b) => dist(a) - dist(b)).slice(0, k - 1);
};
