#!/usr/bin/env python3
"""Balanced Gomoku openings: every 3-stone opening near the centre, judged by a Gomocup engine.

The 26 canonical 3-stone Renju openings that scripts/engine-match.py plays by default are
balanced under Renju's rules, not in freestyle or exactly five, where a strong engine wins nearly
all of them as the first player (docs/src/engine-notebook.md). This lists the openings a judge
calls even: Black 1 on the centre, White 2 and Black 3 within --radius of it (a square), one of
each set of openings the board's eight symmetries map onto each other, each asked of the judge
(White to move, --judge-ms a position, the engine's `INFO rule`) and kept where its eval lies
within --within of even (the evals' units: Rapfi's, some 200 a logit). Every eval asked is kept
in `<out>.all`, so that a second run with a wider radius asks only the openings it adds. The
output is an openings file for engine-match.py's --openings-file (relative moves, x right, y
down), each line with the judge's eval as a comment.

Example:
  python3 scripts/balanced-openings.py --judge /path/to/engine --rule 0 --out free-balanced.txt
  python3 scripts/engine-match.py --variant gomoku --openings-file free-balanced.txt --shuffle-openings ...
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
_spec = importlib.util.spec_from_file_location("judge_moves", os.path.join(HERE, "judge-moves.py"))
jm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(jm)
_spec = importlib.util.spec_from_file_location("engine_match", os.path.join(HERE, "engine-match.py"))
em = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(em)


def candidates(radius):
    """Black on the centre, then White and Black within the square: one opening of each class
    under the symmetries (which keep the centre and so Black 1 where it is)."""
    square = [(dx, dy) for dy in range(-radius, radius + 1) for dx in range(-radius, radius + 1)
              if (dx, dy) != (0, 0)]
    seen, out = set(), []
    for w in square:
        for b in square:
            if b == w:
                continue
            key = min((s(*w), s(*b)) for s in em.SYMS)
            if key not in seen:
                seen.add(key)
                out.append([(0, 0), key[0], key[1]])
    return out


def tokens(rel):
    """The opening's stones as the judge's tokens (engine-match.py's, on the 15x15 board)."""
    centre = jm.SIZE // 2
    return [em.token("gomoku", jm.SIZE, centre + dx, centre + dy) for dx, dy in rel]


def relative(rel):
    """The opening as a line of an openings file (gomocup.py's read_openings)."""
    return " ".join(f"{x},{y}" for x, y in rel)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--judge", required=True, help="the judge's command line (a Gomocup engine)")
    p.add_argument("--rule", type=int, default=0, help="the judge's INFO rule: 0 freestyle, 1 exactly five")
    p.add_argument("--judge-ms", type=int, default=2000, help="the judge's time a position")
    p.add_argument("--radius", type=int, default=3, help="White 2 and Black 3 this near the centre")
    p.add_argument("--within", type=int, default=60, help="kept where |eval| is at most this")
    p.add_argument("--out", required=True)
    args = p.parse_args()

    judge = jm.Judge(args.judge, args.judge_ms, args.rule)
    found = candidates(args.radius)
    # Every eval asked is kept in `<out>.all`; a later run (a wider radius) asks only the new ones.
    known = {}
    if os.path.exists(args.out + ".all"):
        with open(args.out + ".all") as every:
            for line in every:
                rel, _, value = line.partition("#")
                known[rel.strip()] = None if value.strip() == "None" else int(value)
    kept = []
    with open(args.out + ".all", "a") as every:
        for k, rel in enumerate(found):
            text = relative(rel)
            if text in known:
                value = known[text]
            else:
                value = judge.eval(tokens(rel))
                every.write(f"{text}  # {value}\n")
                every.flush()
            if value is not None and abs(value) <= args.within:
                kept.append((rel, value))
            print(f"{k + 1}/{len(found)}: {rel} eval {value} (kept {len(kept)})", flush=True)
    with open(args.out, "w") as f:
        f.write(f"# 3-stone openings judged even (|eval| <= {args.within}, White to move, rule {args.rule},"
                f" {args.judge_ms} ms a position, radius {args.radius}): scripts/balanced-openings.py\n")
        for rel, value in kept:
            f.write(f"{relative(rel)}  # {value}\n")
    print(f"{len(kept)} of {len(found)} openings kept")


if __name__ == "__main__":
    main()
