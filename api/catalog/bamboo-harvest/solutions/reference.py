import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
heights = list(map(int, data[2 : 2 + n]))
# The collected amount only shrinks as H grows: binary search the last H that is enough.
lo, hi = 0, max(heights)
while lo < hi:
    mid = (lo + hi + 1) // 2
    total = 0
    for h in heights:
        if h > mid:
            total += h - mid
    if total >= m:
        lo = mid
    else:
        hi = mid - 1
print(lo)
