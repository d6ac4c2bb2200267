#!/usr/bin/env python3
"""Two runs of scripts/engine-match.py on the same openings, compared game by game.

Both runs must have used the same --variant, --games and --seed: then game N of one run starts from the
same opening, with the same engine first, as game N of the other. Each engine's score (a win 1, a draw
1/2) is read for the engine named by --engine (default: ours8) in both runs, and the difference is taken
game by game: the opening decides much of a game (above all who moves first), so a paired difference
has a smaller standard error than two scores compared as they are (docs/src/engine-notebook.md,
**Rapfi's prunings as a bundle**).

Output: each run's score (W-L-D, as the first player and as the second), the games where the two runs
differ, and the mean difference per game with its standard error, in points (percent).

Example:
  python3 scripts/compare-matches.py runs/fast-new runs/fast-base
  # another engine in ours' seat (--a-name rapfi-oe) against ours' run on the same openings
  python3 scripts/compare-matches.py --engine rapfi-oe --engine-b ours8 runs/other runs/ours
"""

import argparse
import glob
import json
import math
import os
import sys


def load(folder, engine):
    """Game number -> (opening, first player, score of `engine`), for every finished game."""
    if not os.path.isdir(folder):
        sys.exit(f"{folder} is not a folder: give the --out folders of two engine-match.py runs")
    games = {}
    for path in sorted(glob.glob(os.path.join(folder, "game-*.jsonl"))):
        try:
            with open(path) as f:
                records = [json.loads(line) for line in f if line.strip()]
        except (OSError, json.JSONDecodeError) as e:
            print(f"skipping {path}: {e}", file=sys.stderr)
            continue
        head = next((r for r in records if r.get("type") == "game"), None)
        result = next((r for r in records if r.get("type") == "result"), None)
        if head is None or result is None:
            continue  # a game still being played, or cut short
        if engine not in (head.get("first"), head.get("second")):
            sys.exit(f"{path}: no engine named {engine} (see --engine)")
        winner = result.get("winner_name")
        score = 1.0 if winner == engine else 0.5 if winner is None else 0.0
        games[head["game"]] = (tuple(head.get("opening_tokens", [])), result["first"], score)
    if not games:
        sys.exit(f"{folder} holds no finished game")
    return games


def summary(name, games, engine):
    split = {True: [0, 0, 0], False: [0, 0, 0]}
    for _, first, score in games.values():
        split[first == engine][{1.0: 0, 0.0: 1, 0.5: 2}[score]] += 1
    total = [a + b for a, b in zip(split[True], split[False])]
    points = total[0] + total[2] / 2
    return (
        f"{name}: {total[0]}-{total[1]}-{total[2]} of {sum(total)} ({100 * points / sum(total):.1f} %); "
        f"first {'-'.join(map(str, split[True]))}, second {'-'.join(map(str, split[False]))}"
    )


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("a", help="the --out folder of one run")
    p.add_argument("b", help="the --out folder of the run to compare it with")
    p.add_argument("--engine", default="ours8", help="the engine whose scores are compared (--a-name)")
    p.add_argument("--engine-b", help="its name in run b where it differs (another engine in the same seat)")
    args = p.parse_args()
    engine_b = args.engine_b or args.engine
    a, b = load(args.a, args.engine), load(args.b, engine_b)
    print(summary(args.a, a, args.engine))
    print(summary(args.b, b, engine_b))
    pairs = []
    for n in sorted(set(a) & set(b)):
        (open_a, first_a, score_a), (open_b, first_b, score_b) = a[n], b[n]
        if open_a != open_b or (first_a == args.engine) != (first_b == engine_b):
            sys.exit(f"game {n} differs in its opening or first player: were both runs made with the same --seed?")
        pairs.append(score_a - score_b)
    if len(pairs) < 2:
        sys.exit("fewer than two games finished in both runs")
    n = len(pairs)
    mean = sum(pairs) / n
    var = sum((d - mean) ** 2 for d in pairs) / (n - 1)
    better = sum(d > 0 for d in pairs)
    worse = sum(d < 0 for d in pairs)
    print(
        f"paired over {n} games: {args.a} better in {better}, worse in {worse}; "
        f"difference {100 * mean:+.1f} points a game (standard error {100 * math.sqrt(var / n):.1f})"
    )


if __name__ == "__main__":
    main()
