#!/usr/bin/env python3
"""A stronger Gomocup engine as the judge of our moves (Gomoku and Renju: `--rule 4 --rules renju`): a measure of move quality that needs
hundreds of positions where a match needs thousands of games.

  sample   positions from self-play records (`record ... / ...` lines, scripts/gomocup-selfplay.py):
           a few random positions a game after its opening, none within 3 plies of its end
  filter   keeps the positions the judge does not call decided (|eval| <= --within)
  judge    for each position, our move (`pente-bot suggest` at a node budget: reproducible) and the
           judge's eval of the position after it, from our side; cached by position and move
  compare  two `judge` outputs on the same positions, paired: the mean difference of the judged
           chances (the eval at 200 units a logit, a forced win or loss as 1 or 0), counting a
           position where both chose the same move as no difference
  rejudge  the same, with the judge asked again about both moves side by side (--rounds times,
           the order alternating) wherever the two differ: two `judge` runs made at different
           times may differ by the judge's own load, not by the moves
  mates    a tactics suite from self-play records with evals (scripts/gomocup-selfplay.py): in each
           game, the first position where the engine that played it announced a forced win for the
           side to move, with the move it played there (`H8 I9 ... | K10`)
  deep-mates  a harder tactics suite: positions of self-play records with evals where the player
           rated the side to move ahead (at least --min-eval) without a forced win, kept where the
           judge, given longer (--judge-ms), announces one; with the judge's move. These are the wins
           a first player lets go against a strong defence (docs/src/engine-notebook.md)
  solve    our search on such a suite at a node budget: how many of the wins it sees (a forced-win
           score) and how often it plays the recorded move: tactical reach for a node budget
           (figures in docs/src/engine-notebook.md)
  static-evals  the static evaluations side by side: positions of decided self-play games (every
           --every plies after the opening, none within 3 plies of the end), each scored by the
           judge's static evaluation (Rapfi's `TRACESEARCH` answer, `Static Eval[Black]`, asked after
           `YXBOARD`: no search) and by ours (`examples/static_evals.rs`); how well each predicts
           the games' results, as the log-loss at each one's best scale (its one free parameter)
  static-order  the judge's static move order against the moves it played in its own games:
           for positions of self-play records (every --every plies after the opening, none within 3
           plies of the end), where the played move ranks among the judge's candidate points by its
           per-point move score for the side to move (Rapfi's `TRACEBOARD` answer, `Score` boards,
           asked after `YXBOARD`: no search), ties counted half; the shares first, in the first 3,
           8, 12 and 20, over every position and over those where neither side has a five to make.
           The same shares for our order come from `examples/order.rs` on the same records
  turns    where the games of a match (scripts/engine-match.py's --out folder) turned: the judge's
           eval before each of one engine's moves, from its side; for each game it lost, the last
           position the judge did not call lost, so that a loss by one move from an even game
           (a blunder into a forced loss) is told from a slow decline

The judge must print its eval in MESSAGE lines as `... | Eval 123 | ...` (or `Eval +M13` for a forced
win), as Rapfi does; which engine judged the figures in docs/src/computer-player.md, and how it was
built, is described there. Nothing of it is in this repository.

Example:
  python3 scripts/judge-moves.py sample --records selfplay/test.txt --per-game 4 --out pos.txt
  python3 scripts/judge-moves.py filter --judge /path/to/engine --positions pos.txt --out quiet.txt
  python3 scripts/judge-moves.py judge --judge /path/to/engine --bot target/release/pente-bot \
      --positions quiet.txt --nodes 200000 --cache cache-a.json --out a.json
  python3 scripts/judge-moves.py compare a.json b.json
  python3 scripts/judge-moves.py mates --records selfplay/test.txt --count 150 --out mates.txt
  python3 scripts/judge-moves.py deep-mates --records selfplay/test.txt --judge /path/to/engine --ask 400 \
      --count 400 --out deep.txt
  python3 scripts/judge-moves.py solve --bot target/release/pente-bot --positions mates.txt --nodes 200000 \
      --out solved.json
  python3 scripts/judge-moves.py static-evals --records selfplay/test.txt --judge /path/to/engine \
      --ours target/release/examples/static_evals --games 100
  python3 scripts/judge-moves.py static-order --records selfplay/test.txt --judge /path/to/engine --games 150
  python3 scripts/judge-moves.py turns --judge /path/to/engine --games runs/gomoku-rapfi --engine ours8 \
      --out turns.json
"""
import argparse
import glob
import json
import math
import os
import random
import subprocess

from gomocup import FORCED, Engine

LETTERS = "ABCDEFGHIJKLMNO"
# Our search's scores above this are forced wins (pente_ai's tt::WIN_BOUND).
WIN_BOUND = 999_000
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
        return self.move_and_eval(tokens)[1]

    def position(self, command, tokens):
        """Sends the stones after `command` (BOARD asks for a move, YXBOARD only sets them up):
        the side to move's as 1, the other's as 2."""
        mover = len(tokens) % 2
        self.send(command)
        for k, t in enumerate(tokens):
            x, y = xy(t)
            self.send(f"{x},{y},{1 if k % 2 == mover else 2}")
        self.send("DONE")

    def static_eval(self, tokens):
        """The judge's static evaluation for the side to move (Rapfi's `TRACESEARCH`: no search)."""
        self.position("YXBOARD", tokens)
        self.send("TRACESEARCH")
        self.send("ABOUT")  # its one-line answer ends the trace
        value = None
        while not (line := self.line(60)).startswith("name="):
            if "Static Eval[Black]:" in line:
                value = int(line.split("Static Eval[Black]:")[1].split()[0])
        if value is None:
            raise RuntimeError(f"no static evaluation from the judge for {' '.join(tokens)}")
        # Black moves first: the side to move is Black after an even number of stones.
        return value if len(tokens) % 2 == 0 else -value

    def move_and_eval(self, tokens):
        """The judge's move (a token) and its last eval for the side to move (or None)."""
        self.position("BOARD", tokens)
        answer, value = self.answer_and_eval(120)
        try:
            x, y = (int(v) for v in answer.split(","))
            return f"{LETTERS[x]}{SIZE - y}", value
        except ValueError:
            return None, value  # no move (ERROR ...): the eval alone


def chance(value):
    return 1 / (1 + math.exp(-max(-5000, min(5000, value)) / 200))


def records(path):
    """Each game of a self-play file (`record <opening> / <moves>` lines): the number of its
    opening stones and all its stones, in order."""
    for line in open(path):
        if line.startswith("record "):
            opening, _, rest = line[len("record "):].partition(" / ")
            yield len(opening.split()), opening.split() + rest.split()


def sample(args):
    rng = random.Random(args.seed)
    out = []
    for opening, moves in records(args.records):
        lo, hi = opening, len(moves) - 3
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


def suggest(args, tokens):
    """Our move at the node budget, and the `score=… depth=… nodes=…` fields `suggest` prints."""
    # Test positions are free play: Renju's opening rule would refuse their first stones.
    free = ["--set", "opening=none"] if args.rules == "renju" else []
    cmd = [args.bot, "suggest", "--rules", args.rules, *free, "--nodes", str(args.nodes),
           "--time-ms", "600000"] + tokens
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.split()
    return out[0], {k: int(v) for k, v in (f.split("=") for f in out[1:] if "=" in f)}


def our_move(args, tokens):
    return suggest(args, tokens)[0]


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


def paired(args):
    """The two `judge` outputs' results, position by position (the same positions in both)."""
    a, b = json.load(open(args.a)), json.load(open(args.b))
    assert [r["position"] for r in a] == [r["position"] for r in b], "not the same positions"
    return list(zip(a, b))


def mean_and_se(diffs):
    n = len(diffs)
    mean = sum(diffs) / n
    return mean, (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5


def compare(args):
    pairs = paired(args)
    diffs = [0.0 if x["move"] == y["move"] else chance(y["value"]) - chance(x["value"])
             for x, y in pairs]
    mean, se = mean_and_se(diffs)
    same = sum(1 for x, y in pairs if x["move"] == y["move"])
    print(f"{len(diffs)} positions, {same} with the same move; B - A: {mean:+.4f} (standard error {se:.4f}); "
          f"B much better (> 0.2) {sum(d > 0.2 for d in diffs)}, much worse {sum(d < -0.2 for d in diffs)}")


def rejudge(args):
    """`compare` with the two moves judged again side by side: where A and B chose differently,
    the judge evaluates the positions after both moves in one process, `--rounds` times, the
    order alternating, so that a difference in the judge's load or state between two `judge`
    runs (its time-limited search goes deeper on a quieter machine) does not pass for a
    difference between the engines."""
    pairs = paired(args)
    judge = Judge(args.judge, args.judge_ms, args.rule)
    diffs, spread = [], []
    for x, y in pairs:
        if x["move"] == y["move"]:
            diffs.append(0.0)
            continue
        tokens = x["position"].split()
        rounds = []
        for k in range(args.rounds):
            pair = [(x["move"], 0), (y["move"], 1)]
            value = [0.0, 0.0]
            for move, side in (pair if k % 2 == 0 else pair[::-1]):
                v = judge.eval(tokens + [move])
                value[side] = chance(0 if v is None else -v)
            rounds.append(value[1] - value[0])
        diffs.append(sum(rounds) / len(rounds))
        if len(rounds) > 1:
            spread.append(max(rounds) - min(rounds))
    mean, se = mean_and_se(diffs)
    same = sum(1 for x, y in pairs if x["move"] == y["move"])
    noise = f"; judged again, a pair's rounds differ by {sum(spread) / len(spread):.4f} on average" if spread else ""
    print(f"{len(diffs)} positions, {same} with the same move; B - A judged side by side: {mean:+.4f} "
          f"(standard error {se:.4f}){noise}")


def records_with_evals(path):
    """Each game of a self-play file with evals: its opening, its moves after it, and the
    player's eval before each of those moves (an int, or None where it printed none)."""
    record = None
    for line in open(path):
        if line.startswith("record "):
            record = line[len("record "):].split()
        elif line.startswith("evals ") and record is not None:
            cut = record.index("/") if "/" in record else 3
            opening, moves = record[:cut], [t for t in record[cut:] if t != "/"]
            evals = [int(v) if v.lstrip("-").isdigit() else None for v in line.split()[1:]]
            yield opening, moves, evals
            record = None


def mates(args):
    """The first position of each game where the player's eval says the side to move wins."""
    out = []
    for opening, moves, evals in records_with_evals(args.records):
        for k, (move, value) in enumerate(zip(moves, evals)):
            if value is not None and value >= FORCED:
                out.append(f"{' '.join(opening + moves[:k])} | {move}")
                break
    random.Random(args.seed).shuffle(out)
    out = out[:args.count]
    open(args.out, "w").write("\n".join(out) + "\n")
    print(f"{len(out)} positions")


def deep_mates(args):
    """Positions the player rated at --min-eval or more without a forced win, kept where the judge,
    thinking --judge-ms, announces a forced win for the side to move; with the judge's move."""
    candidates = [opening + moves[:k] for opening, moves, evals in records_with_evals(args.records)
                  for k, value in enumerate(evals[:len(moves)])
                  if value is not None and args.min_eval <= value < FORCED]
    random.Random(args.seed).shuffle(candidates)
    judge = Judge(args.judge, args.judge_ms, args.rule)
    out, asked = [], 0
    for tokens in candidates:
        if len(out) >= args.count or asked >= args.ask:
            break
        asked += 1
        move, value = judge.move_and_eval(tokens)
        if move is not None and value is not None and value >= FORCED:
            out.append(f"{' '.join(tokens)} | {move}")
    open(args.out, "w").write("\n".join(out) + "\n")
    print(f"{len(out)} positions of {asked} asked ({len(candidates)} candidates)")


def solve(args):
    """Our search on each position of a `mates` suite: the move, the score, whether it saw the win
    (a forced-win score) and whether it played the recorded move."""
    results = []
    for line in open(args.positions):
        if "|" not in line:
            continue
        tokens, want = line.split("|")
        move, fields = suggest(args, tokens.split())
        results.append({"position": tokens.strip(), "want": want.strip(), "move": move,
                        "score": fields.get("score", 0), "depth": fields.get("depth", 0),
                        "nodes": fields.get("nodes", 0)})
    json.dump(results, open(args.out, "w"))
    seen = [r for r in results if r["score"] > WIN_BOUND]
    played = sum(r["move"] == r["want"] for r in results)
    either = sum(r["score"] > WIN_BOUND or r["move"] == r["want"] for r in results)
    print(f"{len(results)} positions at {args.nodes} nodes: win seen {len(seen)} "
          f"({sum(r['depth'] == 0 for r in seen)} by the threat search before alpha-beta), "
          f"the recorded move {played}, either {either}")


def turns(args):
    """The judge's eval before each of `--engine`'s moves in every game of a match, and where
    each lost game turned."""
    judge = Judge(args.judge, args.judge_ms, args.rule)
    games = []
    for path in sorted(glob.glob(os.path.join(args.games, "game-*.jsonl"))):
        records = [json.loads(line) for line in open(path) if line.strip()]
        result = next((r for r in records if r.get("type") == "result"), None)
        start = next((r for r in records if r.get("type") == "game"), None)
        if result is None or start is None or args.engine not in (result["first"], start["second"]):
            continue
        moves = result["moves"]
        parity = 0 if result["first"] == args.engine else 1
        opening = len(start["opening_tokens"])
        evals = [(p, judge.eval(moves[:p])) for p in range(opening, len(moves)) if p % 2 == parity]
        lost = result.get("winner_name") not in (args.engine, None)
        turn = None
        if lost:
            # The last position before the judge first calls ours lost: the move made there lost.
            for (p, v), (_, nxt) in zip(evals, evals[1:]):
                if v is not None and v > -FORCED and nxt is not None and nxt <= -FORCED:
                    turn = {"ply": p, "eval": v}
                    break
        game = {"game": os.path.basename(path), "first": parity == 0, "lost": lost,
                "plies": len(moves), "evals": evals, "turn": turn}
        games.append(game)
        print(f"{game['game']}: {'first' if parity == 0 else 'second'}, {'lost' if lost else 'not lost'}, "
              f"turn {turn}", flush=True)
    json.dump(games, open(args.out, "w"))
    losses = [g for g in games if g["lost"]]
    sudden = [g for g in losses if g["turn"] and g["turn"]["eval"] > -args.even]
    print(f"{len(games)} games, {len(losses)} lost; of those, {len(sudden)} lost by one move from a position "
          f"judged better than -{args.even} (a blunder into a forced loss), "
          f"{len(losses) - len(sudden)} after a decline (or judged lost from the start)")
    for first in (True, False):
        peaks = [max((v for _, v in g["evals"] if v is not None and abs(v) < FORCED), default=None)
                 for g in losses if g["first"] == first]
        peaks = [v for v in peaks if v is not None]
        if peaks:
            print(f"  lost as the {'first' if first else 'second'} player: {len(peaks)}, the best eval each "
                  f"had on the way (median) {sorted(peaks)[len(peaks) // 2]}")


def static_evals(args):
    """The judge's static evaluation and ours on the same positions, and how well each predicts
    the games' results."""
    rows = []  # (tokens, 1 if the side to move won)
    games = 0
    for opening, moves in records(args.records):
        if games >= args.games or len(moves) >= SIZE * SIZE:
            continue  # enough games, or a full board: no row decided it
        games += 1
        winner = (len(moves) - 1) % 2  # the last stone made the row
        for p in range(opening, len(moves) - 3, args.every):
            rows.append((moves[:p], int(p % 2 == winner)))
    Engine.min_gap = 0  # no search is asked for: nothing to wait for
    judge = Judge(args.judge, 1000, args.rule)
    theirs = [judge.static_eval(tokens) for tokens, _ in rows]
    text = "".join(f"{args.rules} {' '.join(t)}\n" for t, _ in rows)
    ours = [int(v) for v in subprocess.run([args.ours], input=text, capture_output=True, text=True,
                                           check=True).stdout.split()]
    results = [r for _, r in rows]

    def loss(values, scale):
        total = 0.0
        for v, r in zip(values, results):
            c = min(max(1 / (1 + math.exp(-max(-30, min(30, v / scale)))), 1e-6), 1 - 1e-6)
            total -= math.log(c if r else 1 - c)
        return total / len(results)

    scales = range(25, 1001, 25)
    print(f"{len(rows)} positions of {games} games")
    for name, values in (("the judge's static evaluation", theirs), ("ours", ours)):
        best = min(scales, key=lambda s: loss(values, s))
        print(f"{name}: log-loss {loss(values, best):.4f} at {best} units a logit")


def trace_boards(judge, tokens):
    """The judge's `TRACEBOARD` answer for the position: its boards by title (Rapfi's: `Board`,
    `Pattern4----Black`, `Score-------White`, ...), each a list of rows of cells, and the side to
    move (`Black` or `White`)."""
    judge.position("YXBOARD", tokens)
    judge.send("TRACEBOARD")
    judge.send("ABOUT")  # its one-line answer ends the trace
    boards, title, side = {}, None, None
    while not (line := judge.line(60)).startswith("name="):
        if not line.startswith("MESSAGE "):
            continue
        text = line[len("MESSAGE "):]
        if text.startswith("SideToMove:"):
            side = text.split()[-1]
        elif text.startswith("----------"):
            title = text.strip("-").strip()
            boards[title] = []
        elif title is not None and len(boards[title]) < SIZE:
            boards[title].append(text.split()[:SIZE])
    if side is None or "Board" not in boards:
        raise RuntimeError(f"no board trace from the judge for {' '.join(tokens)}")
    return boards, side


def static_order(args):
    """Where the judge's own move ranks by its static move scores."""
    asked = []  # (tokens, the move played)
    games = 0
    for opening, moves in records(args.records):
        if games >= args.games:
            break
        games += 1
        for p in range(opening, len(moves) - 3, args.every):
            asked.append((moves[:p], moves[p]))
    Engine.min_gap = 0.02  # no search is asked for; the judge still needs a moment between commands
    judge = Judge(args.judge, 1000, args.rule)
    ranks = {"every position": [], "no five to make": []}
    for tokens, played in asked:
        boards, side = trace_boards(judge, tokens)
        other = "White" if side == "Black" else "Black"
        score = boards[f"Score-------{side}"]
        x, y = xy(played)
        # Candidates are the empty points the judge marks `*` (near the stones).
        if boards["Board"][y][x] != "*":
            continue
        cands = [int(score[v][u]) for v in range(SIZE) for u in range(SIZE) if boards["Board"][v][u] == "*"]
        mine = int(score[y][x])
        rank = sum(v > mine for v in cands) + (sum(v == mine for v in cands) - 1) / 2
        ranks["every position"].append(rank)
        # Rapfi prints a point's pattern combination as a letter, `A` for a five.
        fives = any(c == "A" for t in (side, other) for row in boards[f"Pattern4----{t}"] for c in row)
        if not fives:
            ranks["no five to make"].append(rank)
    print(f"{len(asked)} positions of {games} games")
    print("| positions | count | first | first 3 | first 8 | first 12 | first 20 |")
    print("|---|---|---|---|---|---|---|")
    for name, r in ranks.items():
        share = [sum(v < n - 0.5 for v in r) / max(1, len(r)) for n in (1, 3, 8, 12, 20)]
        print(f"| {name} | {len(r)} | " + " | ".join(f"{v:.3f}" for v in share) + " |")


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
        s.add_argument("--rule", type=int, default=0, choices=[0, 1, 4], help="0 freestyle, 1 exactly five, 4 Renju")
        s.add_argument("--positions", required=True)
        s.add_argument("--out", required=True)
    sub.choices["filter"].add_argument("--within", type=int, default=500)
    j = sub.choices["judge"]
    j.add_argument("--bot", required=True, help="pente-bot (its `suggest` gives our move)")
    j.add_argument("--rules", default="gomoku", choices=["gomoku", "gomoku-standard", "renju"])
    j.add_argument("--nodes", type=int, default=200000)
    j.add_argument("--cache", required=True)
    m = sub.add_parser("mates")
    m.add_argument("--records", required=True)
    m.add_argument("--count", type=int, default=150)
    m.add_argument("--seed", type=int, default=5)
    m.add_argument("--out", required=True)
    d = sub.add_parser("deep-mates")
    d.add_argument("--records", required=True)
    d.add_argument("--judge", required=True, help="the judging engine's command line")
    d.add_argument("--judge-ms", type=int, default=1500, help="its INFO timeout_turn")
    d.add_argument("--rule", type=int, default=0, choices=[0, 1, 4], help="0 freestyle, 1 exactly five, 4 Renju")
    d.add_argument("--min-eval", type=int, default=300, help="the player's eval a candidate needs")
    d.add_argument("--count", type=int, default=100, help="stop at this many wins")
    d.add_argument("--ask", type=int, default=1000, help="stop after asking this many positions")
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--out", required=True)
    v = sub.add_parser("solve")
    v.add_argument("--bot", required=True, help="pente-bot (its `suggest` gives our move and score)")
    v.add_argument("--rules", default="gomoku", choices=["gomoku", "gomoku-standard", "renju"])
    v.add_argument("--positions", required=True)
    v.add_argument("--nodes", type=int, default=200000)
    v.add_argument("--out", required=True)
    e = sub.add_parser("static-evals")
    e.add_argument("--records", required=True)
    e.add_argument("--judge", required=True, help="the judging engine's command line")
    e.add_argument("--rule", type=int, default=0, choices=[0, 1, 4], help="0 freestyle, 1 exactly five, 4 Renju")
    e.add_argument("--rules", default="gomoku", choices=["gomoku", "gomoku-standard", "renju"])
    e.add_argument("--ours", required=True, help="the static_evals example's binary")
    e.add_argument("--every", type=int, default=2, help="a position every this many plies")
    e.add_argument("--games", type=int, default=100000, help="the first this many decided games")
    o = sub.add_parser("static-order")
    o.add_argument("--records", required=True)
    o.add_argument("--judge", required=True, help="the judging engine's command line")
    o.add_argument("--rule", type=int, default=0, choices=[0, 1, 4], help="0 freestyle, 1 exactly five, 4 Renju")
    o.add_argument("--every", type=int, default=2, help="a position every this many plies")
    o.add_argument("--games", type=int, default=100000, help="the first this many games")
    t = sub.add_parser("turns")
    t.add_argument("--judge", required=True, help="the judging engine's command line")
    t.add_argument("--judge-ms", type=int, default=500, help="its INFO timeout_turn")
    t.add_argument("--rule", type=int, default=0, choices=[0, 1, 4], help="0 freestyle, 1 exactly five, 4 Renju")
    t.add_argument("--games", required=True, help="a match's folder (engine-match.py --out)")
    t.add_argument("--engine", required=True, help="the engine's name in the match (--a-name/--b-name)")
    t.add_argument("--even", type=int, default=300, help="a turn from above -EVEN counts as one move's loss")
    t.add_argument("--out", required=True)
    s = sub.add_parser("compare")
    s.add_argument("a")
    s.add_argument("b")
    r = sub.add_parser("rejudge")
    r.add_argument("a")
    r.add_argument("b")
    r.add_argument("--judge", required=True, help="the judging engine's command line")
    r.add_argument("--judge-ms", type=int, default=200, help="its INFO timeout_turn")
    r.add_argument("--rule", type=int, default=0, choices=[0, 1, 4], help="0 freestyle, 1 exactly five, 4 Renju")
    r.add_argument("--rounds", type=int, default=2, help="evaluations of each pair, the order alternating")
    args = p.parse_args()
    {"sample": sample, "filter": filter_, "judge": judge, "compare": compare, "rejudge": rejudge,
     "deep-mates": deep_mates, "static-evals": static_evals, "static-order": static_order,
     "turns": turns, "mates": mates, "solve": solve}[args.command](args)


if __name__ == "__main__":
    main()
