import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
heights = list(map(int, data[2 : 2 + n]))
# The harvest only shrinks as the blade rises: binary search the highest blade that is enough.
lo, hi = 0, max(heights)
while lo < hi:
    mid = (lo + hi + 1) // 2  # rounded up, so that lo = mid always shrinks the range
    if sum(h - mid for h in heights if h > mid) >= m:
        lo = mid
    else:
        hi = mid - 1
print(lo)
