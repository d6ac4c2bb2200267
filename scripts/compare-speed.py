#!/usr/bin/env python3
"""Two or more builds of pente-bot searching the same positions to the same node budget: the same answers,
and how long each took.

A change meant only to make the search faster must leave every answer as it was at a node budget (the move,
the score, the depth and the nodes); `suggest` prints them with the time. The builds take turns on each
position (the order swapped every round), and each keeps its shortest time of the rounds on each position:
on a shared machine the time of one search goes up with whatever else runs, never down, so the least of a
few rounds is the steadiest measure (docs/src/performance.md, **Nodes per second**). Run it pinned to one
core (`taskset -c 1`), with nothing else on that core.

Positions: a file of lines `record H8 I9 ...` (the games of scripts/gomocup-selfplay.py; a `/` between
the moves is skipped), each used as it is or, with --cut, cut twice at random plies between the 5th stone
and half the game (`random.seed(5)`, the same positions on every run).

Output: per build, the sum of its shortest times, how many positions answered as the first build did, and
the median and geometric mean of its time over the first build's, position by position (only positions the
first build took at least 50 ms over).

Example:
  taskset -c 1 python3 scripts/compare-speed.py --positions self-free.txt --cut --rules gomoku \\
      --nodes 600000 --rounds 3 /tmp/old/pente-bot target/release/pente-bot
"""

import argparse
import random
import re
import statistics
import subprocess
import sys


def positions(path, cut):
    games = []
    with open(path) as f:
        for line in f:
            if line.startswith("record "):
                games.append([m for m in line.split()[1:] if m != "/"])
    if not cut:
        return games
    random.seed(5)
    out = []
    for moves in games:
        for _ in range(2):
            out.append(moves[: random.randint(5, max(5, len(moves) // 2))])
    return out


def search(binary, rules, nodes, moves):
    """(answer, ms) of one search, or None where the output holds no timed answer (a pass)."""
    cmd = [binary, "suggest", "--rules", rules, "--level", "8", "--nodes", str(nodes), "--time-ms", "1000000"]
    lines = subprocess.run(cmd + moves, capture_output=True, text=True).stdout.strip().split("\n")
    timed = re.search(r"ms=(\d+)", lines[-1])
    if len(lines) < 2 or not timed:
        return None
    return (lines[-2], re.sub(r" ms=\d+", "", lines[-1])), int(timed.group(1))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--positions", required=True, help="a file of `record ...` lines")
    p.add_argument("--cut", action="store_true", help="two random cuts of each game instead of the whole games")
    p.add_argument("--rules", default="gomoku", help="the preset, as `pente-bot suggest --rules` takes it")
    p.add_argument("--nodes", type=int, default=300_000)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("binaries", nargs="+", help="pente-bot builds; the first is the one compared against")
    a = p.parse_args()
    pos = positions(a.positions, a.cut)
    if not pos:
        sys.exit(f"no `record` lines in {a.positions}")
    best = {b: [None] * len(pos) for b in a.binaries}
    answers = {b: [None] * len(pos) for b in a.binaries}
    for r in range(a.rounds):
        for k, moves in enumerate(pos):
            for b in a.binaries if r % 2 == 0 else a.binaries[::-1]:
                got = search(b, a.rules, a.nodes, moves)
                if got is None:
                    continue
                answer, ms = got
                best[b][k] = ms if best[b][k] is None else min(best[b][k], ms)
                answers[b][k] = answers[b][k] or answer
    first = a.binaries[0]
    for b in a.binaries:
        same = sum(answers[b][k] == answers[first][k] for k in range(len(pos)))
        total = sum(t for t in best[b] if t is not None)
        line = f"{b}: {total} ms in all, the same answers as {first} on {same} of {len(pos)}"
        if b != first:
            ratios = [
                best[b][k] / best[first][k]
                for k in range(len(pos))
                if best[first][k] is not None and best[first][k] >= 50 and best[b][k] is not None
            ]
            if ratios:
                line += (
                    f"; time over {first}'s: median {statistics.median(ratios):.3f},"
                    f" geometric mean {statistics.geometric_mean(ratios):.3f} ({len(ratios)} positions)"
                )
        print(line)


if __name__ == "__main__":
    main()
