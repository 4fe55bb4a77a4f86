# Multiplication as repeated addition: adds num1 to a running total num2 times, which is
# astronomically many additions once num2 has more than a handful of digits.
class Solution:
    def multiply(self, num1: str, num2: str) -> str:
        def add(a: str, b: str) -> str:
            digits, carry = [], 0
            i, j = len(a) - 1, len(b) - 1
            while i >= 0 or j >= 0 or carry:
                total = carry
                if i >= 0:
                    total += ord(a[i]) - 48
                    i -= 1
                if j >= 0:
                    total += ord(b[j]) - 48
                    j -= 1
                digits.append(chr(48 + total % 10))
                carry = total // 10
            return "".join(reversed(digits))

        def minus_one(s: str) -> str:
            digits = list(s)
            k = len(digits) - 1
            while digits[k] == "0":
                digits[k] = "9"
                k -= 1
            digits[k] = chr(ord(digits[k]) - 1)
            return "".join(digits).lstrip("0") or "0"

        total, count = "0", num2
        while count != "0":
            total = add(total, num1)
            count = minus_one(count)
        return total
