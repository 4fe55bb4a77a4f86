# LeetCode's Python 3 environment: what a solution may use without importing it. The driver
# executes it in the solution's namespace; the sandbox's preloaded Python imports it ahead.
from typing import *
from string import *
from re import *
from datetime import *
from collections import *
from heapq import *
from bisect import *
from copy import *
from math import *
from random import *
from statistics import *
from itertools import *
from functools import *
from operator import *
from io import *
from sys import *
from json import *
# LeetCode also has sortedcontainers ready (SortedList, SortedDict, SortedSet). A learner's own
# Python (the desktop runs offline on it) may lack the package: the rest of the prelude still loads.
try:
    from sortedcontainers import *
    import sortedcontainers
except ImportError:
    pass
# The star imports shadow builtins (math.pow, io.open, sys.exit): LeetCode restores them.
from builtins import *
# Last, so that bisect, copy, random and the like name the modules, as on LeetCode.
import string, re, datetime, collections, heapq, bisect, copy, math, random, statistics
import itertools, functools, operator, typing, io, sys, json

class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right
