"""Design Twitter cases: the example, edge sessions (an empty feed, fewer than 10 tweets, following
twice, unfollowing someone not followed, posts after a follow), then long sessions with hundreds of
users and thousands of tweets."""
from casegen import Cases

cases = Cases(seed=355)
rng = cases.rng


def session(calls_wanted, users, weights=(4, 3, 2, 1)):
    """Random valid calls: tweet ids unique (0..10^4), follow and unfollow between different users."""
    calls, args = ["Twitter"], [[]]
    ids = rng.sample(range(10**4 + 1), min(10**4 + 1, calls_wanted))
    kinds = ["postTweet", "getNewsFeed", "follow", "unfollow"]
    while len(calls) < calls_wanted:
        kind = rng.choices(kinds, weights)[0]
        if kind == "postTweet" and ids:
            calls.append(kind)
            args.append([rng.randint(1, users), ids.pop()])
        elif kind == "getNewsFeed":
            calls.append(kind)
            args.append([rng.randint(1, users)])
        elif kind in ("follow", "unfollow") and users > 1:
            a, b = rng.sample(range(1, users + 1), 2)
            calls.append(kind)
            args.append([a, b])
    return calls, args


cases.add(["Twitter", "postTweet", "getNewsFeed", "follow", "postTweet", "getNewsFeed", "unfollow", "getNewsFeed"],
          [[], [1, 5], [1], [1, 2], [2, 6], [1], [1, 2], [1]], public=True)
cases.add(["Twitter", "getNewsFeed"], [[], [1]])
cases.add(["Twitter", "follow", "getNewsFeed", "postTweet", "getNewsFeed"], [[], [1, 2], [1], [2, 0], [1]])
cases.add(["Twitter", "unfollow", "postTweet", "getNewsFeed"], [[], [3, 4], [4, 10000], [3]])
cases.add(["Twitter", "postTweet", "follow", "follow", "getNewsFeed", "unfollow", "getNewsFeed"],
          [[], [2, 7], [1, 2], [1, 2], [1], [1, 2], [1]])
cases.add(["Twitter"] + ["postTweet"] * 12 + ["getNewsFeed"], [[]] + [[1, i] for i in range(12)] + [[1]])
cases.add(["Twitter"] + ["postTweet"] * 12 + ["follow", "getNewsFeed", "getNewsFeed"],
          [[]] + [[1 + i % 2, 100 - i] for i in range(12)] + [[1, 2], [1], [2]])
cases.add(["Twitter", "postTweet", "postTweet", "follow", "getNewsFeed", "getNewsFeed"],
          [[], [1, 3], [2, 4], [2, 1], [2], [1]])
cases.add(["Twitter", "postTweet", "follow", "postTweet", "postTweet", "getNewsFeed", "unfollow", "getNewsFeed"],
          [[], [500, 1], [1, 500], [1, 2], [500, 3], [1], [1, 500], [1]])
cases.add(["Twitter", "postTweet", "getNewsFeed", "getNewsFeed"], [[], [1, 42], [2], [1]])
for n, users, weights in ((20, 2, (4, 3, 2, 1)), (60, 3, (4, 3, 2, 1)), (200, 5, (5, 3, 3, 1)),
                          (500, 20, (4, 3, 3, 2)), (1000, 50, (6, 3, 2, 1)), (2000, 10, (3, 3, 3, 3)),
                          (3000, 500, (4, 2, 4, 1))):
    cases.add(*session(n, users, weights))
# Large: many users following many others, with long histories to merge for every feed.
cases.add(*session(3000, 40, (5, 3, 4, 1)))
cases.add(*session(2500, 500, (3, 2, 6, 1)))
cases.add(*session(2000, 5, (6, 6, 1, 1)))
cases.add(*session(30, 1, (1, 1, 0, 0)))
cases.add(*session(100, 2, (1, 1, 1, 1)))
cases.print()
