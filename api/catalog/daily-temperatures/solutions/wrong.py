# Treats an equally warm day as warmer (<= instead of <).
class Solution:
    def dailyTemperatures(self, temperatures: List[int]) -> List[int]:
        answer = [0] * len(temperatures)
        waiting = []
        for i, t in enumerate(temperatures):
            while waiting and temperatures[waiting[-1]] <= t:
                j = waiting.pop()
                answer[j] = i - j
            waiting.append(i)
        return answer
