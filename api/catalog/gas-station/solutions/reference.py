class Solution:
    def canCompleteCircuit(self, gas: List[int], cost: List[int]) -> int:
        if sum(gas) < sum(cost):
            return -1
        start = tank = 0
        for i, (fuel, burn) in enumerate(zip(gas, cost)):
            tank += fuel - burn
            if tank < 0:
                # Every station from start to i runs dry here too.
                start, tank = i + 1, 0
        return start
