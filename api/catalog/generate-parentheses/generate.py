"""Generate Parentheses cases: the examples, then every other n the constraints allow (1 <= n <= 8
leaves only eight inputs, so all of them are tested)."""
import json

cases = [{"input": "3", "public": True}, {"input": "1", "public": True}]
for n in (2, 4, 5, 6, 7, 8):
    cases.append({"input": str(n), "public": False})
print(json.dumps(cases))
