"""Climbing Stairs cases: the examples, then every other n from 1 to 45 (the top is 45)."""
import json

public = [2, 3, 5]
cases = [{"input": str(n), "public": True} for n in public]
hidden = [45, 44, 1, 4, 43, 6, 42, 10, 41, 40, 20, 39, 30, 38, 35, 37, 25, 36, 15, 34, 33, 7]
cases += [{"input": str(n), "public": False} for n in hidden]
print(json.dumps(cases))
