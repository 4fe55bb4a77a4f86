n = int(input())
weights = list(map(int, input().split()))
print(sum(weights[:n - 1]))
