#!/usr/bin/env python3
"""The search's constants tuned together: a random perturbation design against another engine.

Each round draws one opening (and who moves first, alternating) and, for every constant, a sign:
the bot plays that opening once with every constant moved by its step in its sign's direction and
once moved the other way, each game against the same opponent. The two games differ only in the
constants; the difference of their results, times a constant's sign, estimates what a step of that
constant is worth (the effect of +step, halved from the gap between the two settings), and since
the signs are drawn at random the other constants' effects average out (simultaneous perturbation,
as in SPSA, but without moving the centre: one gradient at the kept values, with standard errors).

The bot must be a build with the `tune` feature (`cargo build --release --features
pente-ai/tune`): it reads its constants from PENTE_AI_PARAMS (crates/pente-ai/src/params.rs).
The games are played by scripts/engine-match.py's code, one a core at a time (bot and opponent
pinned to the same core), on the cores given.

  run      plays the rounds and appends each game to OUT/results.jsonl (resumable with --start)
  effects  reads OUT/results.jsonl: each constant's effect of +step, in points a game, with its
           standard error

Example (the fast loop of docs/src/engine-notebook.md, "The search's constants, tuned together"):
  python3 scripts/tune-params.py run --out runs/tune1 --rounds 1000 --seed 101 \
     --bot target/release/pente-bot --opponent "<pbrain-rapfi>" --opponent-info "thread_num 1" \
     --param static_cut=120:60 --param futile=150:75 --param widths=16/14/12:4
  python3 scripts/tune-params.py effects --out runs/tune1
"""
import argparse
import importlib.util
import json
import math
import os
import queue
import random
import sys
import threading
import types
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("engine_match", os.path.join(HERE, "engine-match.py"))
em = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(em)


def parse_param(text):
    """name=centre:step[:least] (centre a/b/c for a list moved as one: widths=16/14/12:4)."""
    try:
        name, rest = text.split("=", 1)
        parts = rest.split(":")
        centre = [float(v) for v in parts[0].split("/")]
        step = float(parts[1])
        least = float(parts[2]) if len(parts) > 2 else None
    except (ValueError, IndexError):
        sys.exit(f"--param {text!r}: expected name=centre:step[:least], e.g. futile=150:75")
    return dict(name=name, centre=centre, step=step, least=least)


def setting(params, signs):
    """PENTE_AI_PARAMS for the constants moved by their steps in the directions `signs`."""
    items = []
    for p, s in zip(params, signs):
        vals = [v + s * p["step"] for v in p["centre"]]
        if p["least"] is not None:
            vals = [max(p["least"], v) for v in vals]
        items.append(p["name"] + "=" + "/".join(str(round(v)) for v in vals))
    return ",".join(items)


def run(args):
    params = [parse_param(t) for t in args.param]
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "design.json"), "w") as f:
        json.dump(dict(params=params, variant=args.variant, seed=args.seed, rounds=args.rounds), f, indent=1)
    rng = random.Random(args.seed)
    base = em.gomoku_openings() if args.variant not in ("pente", "keryo-pente") \
        else em.pente_openings(rng, 1000, 3)
    rounds = []
    for k in range(args.rounds):
        rel = base[rng.randrange(len(base))]
        sym = em.SYMS[rng.randrange(8)]
        signs = [rng.choice((-1, 1)) for _ in params]
        rounds.append((k, [sym(x, y) for x, y in rel], k % 2 == 0, signs))
    jobs = queue.Queue()
    for k, opening, bot_first, signs in rounds[args.start:]:
        for sign in (1, -1):
            jobs.put((k, opening, bot_first, signs, sign))
    em.Engine.min_gap = args.min_gap_ms / 1000.0
    lock = threading.Lock()

    def worker(core):
        while True:
            try:
                k, opening, bot_first, signs, sign = jobs.get_nowait()
            except queue.Empty:
                return
            env = setting(params, [sign * s for s in signs])
            pin = f"taskset -c {core} " if core is not None else ""
            g = types.SimpleNamespace(
                variant=args.variant, out=os.path.join(args.out, f"core-{core}"),
                a=f"{pin}env PENTE_AI_PARAMS={env} {args.bot} brain --level {args.level}", a_name="bot",
                b=f"{pin}{args.opponent}", b_name="opponent", a_turn_ms=args.turn_ms, b_turn_ms=args.opponent_turn_ms,
                a_match_ms=0, b_match_ms=0, a_hard_limit_ms=0, b_hard_limit_ms=args.opponent_hard_limit_ms,
                a_info=[], b_info=args.opponent_info, turn_ms=args.turn_ms, tolerance_ms=1000,
                max_memory=268435456, max_plies=400, start_timeout=30.0, judge=args.judge, keep_chatter=False)
            os.makedirs(g.out, exist_ok=True)
            r, _ = em.play_game(2 * k + (sign < 0), g, opening, bot_first)
            score = 1.0 if r["winner_name"] == "bot" else 0.0 if r["winner_name"] else 0.5
            rec = dict(round=k, sign=sign, signs=signs, bot_first=bot_first, setting=env, score=score,
                       reason=r["reason"], plies=r["plies"])
            with lock, open(os.path.join(args.out, "results.jsonl"), "a") as f:
                f.write(json.dumps(rec) + "\n")

    cores = [int(c) for c in args.cores.split(",")] if args.cores else [None]
    threads = [threading.Thread(target=worker, args=(c,)) for c in cores]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def effects(args):
    with open(os.path.join(args.out, "design.json")) as f:
        params = json.load(f)["params"]
    by_round = defaultdict(dict)
    with open(os.path.join(args.out, "results.jsonl")) as f:
        for line in f:
            r = json.loads(line)
            by_round[r["round"]][r["sign"]] = r
    pairs = [(v[1], v[-1]) for v in by_round.values() if 1 in v and -1 in v]
    n = len(pairs)
    if n < 2:
        sys.exit("fewer than two rounds finished")
    games = [g for p in pairs for g in p]
    faults = sum(1 for g in games if g["reason"] in em.FAULTS)
    print(f"{n} rounds ({2 * n} games), the bot's mean score {100 * sum(g['score'] for g in games) / len(games):.1f} %,"
          f" {faults} ended by a fault")
    print(f"{'constant':<20} {'centre':>10} {'step':>6}   effect of +step, points a game (standard error)")
    for i, p in enumerate(params):
        xs = [(plus["score"] - minus["score"]) * plus["signs"][i] / 2 for plus, minus in pairs]
        mean = sum(xs) / n
        se = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)
        centre = "/".join(f"{v:g}" for v in p["centre"])
        print(f"{p['name']:<20} {centre:>10} {p['step']:>6g}   {100 * mean:+6.2f} ({100 * se:.2f})")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--out", required=True)
    r.add_argument("--rounds", type=int, required=True)
    r.add_argument("--start", type=int, default=0, help="skip the first rounds (to resume a run)")
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--variant", default="gomoku", choices=sorted(em.VARIANTS))
    r.add_argument("--param", action="append", required=True, help="name=centre:step[:least]")
    r.add_argument("--bot", required=True, help="a pente-bot built with --features pente-ai/tune")
    r.add_argument("--level", type=int, default=8)
    r.add_argument("--turn-ms", type=int, default=250)
    r.add_argument("--opponent", required=True, help="the opponent's command (a Gomocup engine)")
    r.add_argument("--opponent-info", action="append", default=[])
    r.add_argument("--opponent-turn-ms", type=int, default=60)
    r.add_argument("--opponent-hard-limit-ms", type=int, default=2000)
    r.add_argument("--min-gap-ms", type=float, default=20.0)
    r.add_argument("--cores", default="0,1", help="one game at a time on each ('' for no pinning)")
    r.add_argument("--judge", default=em.DEFAULT_JUDGE)
    e = sub.add_parser("effects")
    e.add_argument("--out", required=True)
    args = ap.parse_args()
    if args.cmd == "run":
        run(args)
    else:
        effects(args)


if __name__ == "__main__":
    main()
