import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
heights = sorted(map(int, data[2 : 2 + n]), reverse=True)
# Walk down the sorted heights: between two distinct heights the harvest grows linearly in H.
collected = 0
answer = 0
for i, h in enumerate(heights):
    below = heights[i + 1] if i + 1 < n else 0
    width = i + 1  # stalks at least as tall as h
    if collected + width * (h - below) >= m:
        need = m - collected
        answer = h - (need + width - 1) // width
        break
    collected += width * (h - below)
print(answer)
