"""Valid Sudoku cases: the examples, empty and full boards, then boards with one clash of each kind."""
from casegen import Cases

cases = Cases(seed=36)
rng = cases.rng

EXAMPLE = [
    "53..7....", "6..195...", ".98....6.",
    "8...6...3", "4..8.3..1", "7...2...6",
    ".6....28.", "...419..5", "....8..79",
]


def grid(rows):
    return [list(row) for row in rows]


def solved():
    """A full valid grid: the classic shifted pattern, with digits, rows and columns shuffled."""
    base = [[(3 * (r % 3) + r // 3 + c) % 9 for c in range(9)] for r in range(9)]
    digits = rng.sample("123456789", 9)
    bands = rng.sample(range(3), 3)
    rows = [b * 3 + r for b in bands for r in rng.sample(range(3), 3)]
    stacks = rng.sample(range(3), 3)
    cols = [s * 3 + c for s in stacks for c in rng.sample(range(3), 3)]
    return [[digits[base[r][c]] for c in cols] for r in rows]


def blanked(board, keep):
    return [[cell if rng.random() < keep else "." for cell in row] for row in board]


def with_clash(kind):
    """A valid partial board, then one digit written where it repeats in a row, column or box only."""
    while True:
        board = blanked(solved(), rng.uniform(0.2, 0.6))
        r, c = rng.randrange(9), rng.randrange(9)
        if board[r][c] != ".":
            continue
        if kind == "row":
            others = [(r, j) for j in range(9) if j // 3 != c // 3]
        elif kind == "col":
            others = [(i, c) for i in range(9) if i // 3 != r // 3]
        else:
            others = [(i, j) for i in range(r // 3 * 3, r // 3 * 3 + 3)
                      for j in range(c // 3 * 3, c // 3 * 3 + 3) if i != r and j != c]
        filled = [(i, j) for i, j in others if board[i][j] != "."]
        if not filled:
            continue
        i, j = rng.choice(filled)
        board[r][c] = board[i][j]
        return board


cases.add(grid(EXAMPLE), public=True)
second = grid(EXAMPLE)
second[0][0] = "8"
cases.add(second, public=True)
cases.add(grid(["........."] * 9))
cases.add(solved())
one = grid(["........."] * 9)
one[4][4] = "5"
cases.add(one)
row = grid(["........."] * 9)
row[0][0] = row[0][8] = "9"
cases.add(row)
col = grid(["........."] * 9)
col[0][8] = col[8][8] = "1"
cases.add(col)
box = grid(["........."] * 9)
box[6][6] = box[8][8] = "7"
cases.add(box)
# A full grid with two cells swapped across boxes in one row: rows stay fine, columns break.
full = solved()
full[0][0], full[0][4] = full[0][4], full[0][0]
cases.add(full)
diagonal = grid(["........."] * 9)
for i in range(9):
    diagonal[i][i] = str(i + 1)
cases.add(diagonal)
# The same digit on the diagonal of three boxes: no row, column or box repeats.
spread = grid(["........."] * 9)
for i, j in ((0, 0), (4, 4), (8, 8), (1, 3), (3, 1)):
    spread[i][j] = "3"
cases.add(spread)
for keep in (0.1, 0.3, 0.5, 0.8, 0.95):
    cases.add(blanked(solved(), keep))
for kind in ("row", "col", "box", "row", "col", "box", "box"):
    cases.add(with_clash(kind))
# Only the very last cell clashes (with a cell of its box that shares neither row nor column).
last = blanked(solved(), 0.0)
last[6][6] = "4"
last[8][8] = "4"
cases.add(last)
cases.print()
