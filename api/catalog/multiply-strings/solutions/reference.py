class Solution:
    def multiply(self, num1: str, num2: str) -> str:
        if num1 == "0" or num2 == "0":
            return "0"
        a, b = num1[::-1], num2[::-1]  # place 0 first
        places = [0] * (len(a) + len(b))
        for i, x in enumerate(a):
            for j, y in enumerate(b):
                places[i + j] += (ord(x) - 48) * (ord(y) - 48)
        for k in range(len(places) - 1):
            places[k + 1] += places[k] // 10
            places[k] %= 10
        while len(places) > 1 and places[-1] == 0:
            places.pop()
        return "".join(map(str, reversed(places)))
