#!/usr/bin/env python3
"""A stronger Gomocup engine as the judge of our moves (Gomoku): a measure of move quality that needs
hundreds of positions where a match needs thousands of games.

  sample   positions from self-play records (`record ... / ...` lines, scripts/gomocup-selfplay.py):
           a few random positions a game after its opening, none within 3 plies of its end
  filter   keeps the positions the judge does not call decided (|eval| <= --within)
  judge    for each position, our move (`pente-bot suggest` at a node budget: reproducible) and the
           judge's eval of the position after it, from our side; cached by position and move
  compare  two `judge` outputs on the same positions, paired: the mean difference of the judged
           chances (the eval at 200 units a logit, a forced win or loss as 1 or 0), counting a
           position where both chose the same move as no difference

The judge must print its eval in MESSAGE lines as `... | Eval 123 | ...` (or `Eval +M13` for a forced
win), as Rapfi does; which engine judged the figures in docs/src/computer-player.md, and how it was
built, is described there. Nothing of it is in this repository.

Example:
  python3 scripts/judge-moves.py sample --records selfplay/test.txt --per-game 4 --out pos.txt
  python3 scripts/judge-moves.py filter --judge /path/to/engine --positions pos.txt --out quiet.txt
  python3 scripts/judge-moves.py judge --judge /path/to/engine --bot target/release/pente-bot \
      --positions quiet.txt --nodes 200000 --cache cache-a.json --out a.json
  python3 scripts/judge-moves.py compare a.json b.json
"""
import argparse
import json
import math
import os
import random
import subprocess

from gomocup import Engine

LETTERS = "ABCDEFGHIJKLMNO"
SIZE = 15


def xy(token):
    return LETTERS.index(token[0]), SIZE - int(token[1:])


class Judge(Engine):
    """A Gomocup engine asked for its eval of positions given as BOARD."""

    def __init__(self, cmd, turn_ms, rule):
        super().__init__(cmd)
        self.send(f"START {SIZE}")
        while self.line(120) != "OK":
            pass
        for info in (f"timeout_turn {turn_ms}", "timeout_match 0", f"rule {rule}", "thread_num 1"):
            self.send(f"INFO {info}")

    def eval(self, tokens):
        """The judge's last eval of the position for the side to move, or None if it gave none."""
        mover = len(tokens) % 2
        self.send("BOARD")
        for k, t in enumerate(tokens):
            x, y = xy(t)
            self.send(f"{x},{y},{1 if k % 2 == mover else 2}")
        self.send("DONE")
        return self.answer_and_eval(120)[1]


def chance(value):
    return 1 / (1 + math.exp(-max(-5000, min(5000, value)) / 200))


def sample(args):
    rng = random.Random(args.seed)
    out = []
    for line in open(args.records):
        if not line.startswith("record "):
            continue
        opening, _, rest = line[len("record "):].partition(" / ")
        opening, moves = opening.split(), opening.split() + rest.split()
        lo, hi = len(opening), len(moves) - 3
        if hi > lo:
            for p in rng.sample(range(lo, hi + 1), min(args.per_game, hi - lo + 1)):
                out.append(" ".join(moves[:p]))
    open(args.out, "w").write("\n".join(out) + "\n")
    print(f"{len(out)} positions")


def positions(path):
    return [line.split() for line in open(path) if line.strip()]


def filter_(args):
    judge = Judge(args.judge, args.judge_ms, args.rule)
    keep = [p for p in positions(args.positions)
            if (v := judge.eval(p)) is not None and abs(v) <= args.within]
    open(args.out, "w").write("".join(" ".join(p) + "\n" for p in keep))
    print(f"{len(keep)} positions kept")


def our_move(args, tokens):
    cmd = [args.bot, "suggest", "--rules", args.rules, "--nodes", str(args.nodes),
           "--time-ms", "600000"] + tokens
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return out.split()[0]


def judge(args):
    cache = json.load(open(args.cache)) if os.path.exists(args.cache) else {}
    judge = None
    results = []
    for tokens in positions(args.positions):
        move = our_move(args, tokens)
        key = f"{' '.join(tokens)} | {move}"
        if key not in cache:
            judge = judge or Judge(args.judge, args.judge_ms, args.rule)
            value = judge.eval(tokens + [move])
            cache[key] = 0 if value is None else -value
            json.dump(cache, open(args.cache, "w"))
        results.append({"position": " ".join(tokens), "move": move, "value": cache[key]})
    json.dump(results, open(args.out, "w"))
    mean = sum(chance(r["value"]) for r in results) / len(results)
    print(f"{len(results)} positions, mean judged chance {mean:.4f}")


def compare(args):
    a, b = json.load(open(args.a)), json.load(open(args.b))
    assert [r["position"] for r in a] == [r["position"] for r in b], "not the same positions"
    diffs = [0.0 if x["move"] == y["move"] else chance(y["value"]) - chance(x["value"])
             for x, y in zip(a, b)]
    n = len(diffs)
    mean = sum(diffs) / n
    se = (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5
    same = sum(1 for x, y in zip(a, b) if x["move"] == y["move"])
    print(f"{n} positions, {same} with the same move; B - A: {mean:+.4f} (standard error {se:.4f}); "
          f"B much better (> 0.2) {sum(d > 0.2 for d in diffs)}, much worse {sum(d < -0.2 for d in diffs)}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--records", required=True)
    s.add_argument("--per-game", type=int, default=4)
    s.add_argument("--seed", type=int, default=11)
    s.add_argument("--out", required=True)
    for name in ("filter", "judge"):
        s = sub.add_parser(name)
        s.add_argument("--judge", required=True, help="the judging engine's command line")
        s.add_argument("--judge-ms", type=int, default=200, help="its INFO timeout_turn")
        s.add_argument("--rule", type=int, default=0, choices=[0, 1], help="0 freestyle, 1 exactly five")
        s.add_argument("--positions", required=True)
        s.add_argument("--out", required=True)
    sub.choices["filter"].add_argument("--within", type=int, default=500)
    j = sub.choices["judge"]
    j.add_argument("--bot", required=True, help="pente-bot (its `suggest` gives our move)")
    j.add_argument("--rules", default="gomoku", choices=["gomoku", "gomoku-standard"])
    j.add_argument("--nodes", type=int, default=200000)
    j.add_argument("--cache", required=True)
    s = sub.add_parser("compare")
    s.add_argument("a")
    s.add_argument("b")
    args = p.parse_args()
    {"sample": sample, "filter": filter_, "judge": judge, "compare": compare}[args.command](args)


if __name__ == "__main__":
    main()
