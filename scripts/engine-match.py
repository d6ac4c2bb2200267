#!/usr/bin/env python3
"""Match harness for Gomocup-protocol engines (Pente / Keryo-Pente / Gomoku / Renju).

Plays N games between engine A and engine B, colours alternating, each opening played twice
with colours swapped (with --a-plays first or second, A keeps that colour and each game has an
opening of its own). The harness owns the game: it sends the opening as BOARD, the replies as
TURN, times every answer, and asks `pente-bot replay` (the judge) after every stone whether the
move is legal and whether the game is over. Timeouts, illegal moves, ERROR/UNKNOWN answers and
crashes lose for the engine that caused them; the summary also gives the games decided on the board alone
(`on_board`) and the faults by engine (`faults`), so that another engine's crash need not pass for a win.

Output (in --out DIR): game-NNNN.jsonl (one record per line: game header, each move, result),
engine stderr logs (game-NNNN.A.err / .B.err), summary.json, and the summary printed.

The engines are any programs that speak the Gomocup protocol (this project's is `pente-bot brain`;
the other engines, and how they were built for the figures in docs/src/computer-player.md, are
described there: nothing of theirs is in this repository). The judge is this project's release
build (`cargo build --release`), unless --judge names another.

Example:
  python3 scripts/engine-match.py --variant gomoku --games 40 \
     --a "target/release/pente-bot brain --level 8" --a-name ours8 \
     --b "/path/to/other-engine" --b-name other --b-info "thread_num 1" \
     --turn-ms 1000 --out runs/gomoku
"""
import argparse
import collections
import json
import math
import os
import queue
import random
import shlex
import subprocess
import threading
import time

from gomocup import position_commands, read_openings

VARIANTS = {
    # name: (board size, judge args, INFO lines sent to every engine)
    "pente": (19, ["--rules", "pente"], ["variant pente"]),
    "keryo-pente": (19, ["--rules", "keryo-pente"], ["variant keryo-pente"]),
    "gomoku": (15, ["--rules", "gomoku"], ["rule 0"]),
    "gomoku-standard": (15, ["--rules", "gomoku-standard"], ["rule 1"]),
    # Gomocup Renju has no opening rule; a Black foul loses (RIF), the judge reports it.
    "renju": (15, ["--rules", "renju", "--set", "opening=none,renju_foul=lose"], ["rule 4"]),
}

DEFAULT_JUDGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "target", "release", "pente-bot")


# ----------------------------------------------------------------------------------------------
# coordinates

def token(variant, size, x, y):
    """0-based x,y from the top-left -> judge token (Pente family letters skip I; rows from bottom)."""
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ" if variant in ("pente", "keryo-pente") else "ABCDEFGHIJKLMNOPQRSTUVWXY"
    return f"{letters[x]}{size - y}"


# ----------------------------------------------------------------------------------------------
# openings

SYMS = [lambda x, y: (x, y), lambda x, y: (-x, y), lambda x, y: (x, -y), lambda x, y: (-x, -y),
        lambda x, y: (y, x), lambda x, y: (-y, x), lambda x, y: (y, -x), lambda x, y: (-y, -x)]


def canonical(rel):
    return min(tuple(s(x, y) for x, y in rel) for s in SYMS)


def gomoku_openings():
    """The 26 canonical 3-stone Renju openings (13 direct, 13 indirect), relative to the centre.
    Black 1 on the centre, White 2 next to it (direct: (0,-1); indirect: (1,-1)), Black 3 in the
    5x5 square. Not all are balanced; each is played with colours swapped, which cancels that."""
    out = []
    for w2 in ((0, -1), (1, -1)):
        seen = set()
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if (dx, dy) in ((0, 0), w2):
                    continue
                rel = [(0, 0), w2, (dx, dy)]
                # canonical under the symmetries that keep stones 1 and 2 where they are
                keys = []
                for s in SYMS:
                    t = [s(x, y) for x, y in rel]
                    if t[1] == w2:
                        keys.append(tuple(t))
                k = min(keys)
                if k not in seen:
                    seen.add(k)
                    out.append(list(k))
    assert len(out) == 26, len(out)
    return out


def pente_openings(rng, count, plies):
    """Random Pro-rule openings, distinct up to symmetry, relative to the centre.
    Move 1: centre. Move 2 (second player): within 2 of the centre. Move 3 (first player's second
    stone, Pro rule): 3 or 4 from the centre (Chebyshev). Move 4 (plies=4): within 3 of the centre
    and not touching the second player's first stone, so that no capture is possible before both
    engines have been given the position as BOARD."""
    out, seen = [], set()
    tries = 0
    while len(out) < count and tries < 100000:
        tries += 1
        m2 = (rng.randint(-2, 2), rng.randint(-2, 2))
        if m2 == (0, 0):
            continue
        m3 = (rng.randint(-4, 4), rng.randint(-4, 4))
        if max(abs(m3[0]), abs(m3[1])) < 3:
            continue
        rel = [(0, 0), m2, m3]
        if plies >= 4:
            m4 = (rng.randint(-3, 3), rng.randint(-3, 3))
            if m4 in rel or max(abs(m4[0] - m2[0]), abs(m4[1] - m2[1])) <= 1:
                continue
            rel.append(m4)
        k = canonical(rel)
        if k in seen:
            continue
        seen.add(k)
        out.append(rel)
    return out


# ----------------------------------------------------------------------------------------------
# engines

class EngineError(Exception):
    def __init__(self, kind, detail):
        super().__init__(f"{kind}: {detail}")
        self.kind, self.detail = kind, detail


class Engine:
    # Some engines (Rapfi) drop a command that arrives just after they answered: each
    # command waits until this long after the engine's last answer (not counted in its time).
    min_gap = 0.0

    def __init__(self, name, cmd, errpath, cwd=None):
        self.name = name
        self.answered_at = 0.0
        self.errf = open(errpath, "w")
        self.proc = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.errf, text=True, bufsize=1, cwd=cwd)
        self.q = queue.Queue()
        self.chatter = []
        t = threading.Thread(target=self._reader, daemon=True)
        t.start()

    def _reader(self):
        for line in self.proc.stdout:
            self.q.put(line.rstrip("\r\n"))
        self.q.put(None)

    def send(self, line):
        wait = self.answered_at + Engine.min_gap - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError("crash", f"write failed: {e}")

    def readline(self, timeout):
        """Next non-chatter line (MESSAGE/DEBUG/INFO/SUGGEST lines are kept in self.chatter)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineError("timeout", f"no answer within {timeout:.1f} s")
            try:
                line = self.q.get(timeout=left)
            except queue.Empty:
                raise EngineError("timeout", f"no answer within {timeout:.1f} s")
            if line is None:
                raise EngineError("crash", f"process exited (code {self.proc.poll()})")
            s = line.strip()
            if not s:
                continue
            head = s.split()[0].upper()
            if head in ("MESSAGE", "DEBUG", "INFO", "SUGGEST", "DETAIL", "REALTIME"):
                self.chatter.append(s)
                continue
            self.answered_at = time.monotonic()
            return s

    def close(self):
        try:
            if self.proc.poll() is None:
                self.send("END")
                self.proc.wait(timeout=3)
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.errf.close()


def parse_move(line, size):
    parts = line.replace(" ", "").split(",")
    if len(parts) != 2:
        return None
    try:
        x, y = int(parts[0]), int(parts[1])
    except ValueError:
        return None
    if not (0 <= x < size and 0 <= y < size):
        return None
    return x, y


# ----------------------------------------------------------------------------------------------
# judge

def judge(judge_bin, variant, tokens):
    size, args, _ = VARIANTS[variant]
    r = subprocess.run([judge_bin, "replay", *args, "--", *tokens], capture_output=True, text=True)
    try:
        j = json.loads(r.stdout.strip().splitlines()[-1])
    except Exception:
        raise RuntimeError(f"judge failed: rc={r.returncode} out={r.stdout!r} err={r.stderr!r}")
    return j


# ----------------------------------------------------------------------------------------------
# one game

def play_game(gi, args, opening_rel, a_first):
    size, _, variant_infos = VARIANTS[args.variant]
    c = size // 2
    opening = [(c + dx, c + dy) for dx, dy in opening_rel]
    names = {"A": args.a_name, "B": args.b_name}
    first, second = ("A", "B") if a_first else ("B", "A")
    colour_of = {first: 1, second: 2}
    logpath = os.path.join(args.out, f"game-{gi:04d}.jsonl")
    log = open(logpath, "w")

    def w(rec):
        log.write(json.dumps(rec) + "\n")
        log.flush()

    w({"type": "game", "game": gi, "variant": args.variant, "size": size, "first": names[first],
       "second": names[second], "A": names["A"], "B": names["B"], "opening": [list(m) for m in opening],
       "opening_tokens": [token(args.variant, size, x, y) for x, y in opening],
       "turn_ms": {"A": args.a_turn_ms, "B": args.b_turn_ms}, "match_ms": {"A": args.a_match_ms, "B": args.b_match_ms},
       "time": time.strftime("%Y-%m-%dT%H:%M:%S")})

    cfg = {
        "A": dict(cmd=args.a, turn=args.a_turn_ms, match=args.a_match_ms, hard=args.a_hard_limit_ms, info=args.a_info),
        "B": dict(cmd=args.b, turn=args.b_turn_ms, match=args.b_match_ms, hard=args.b_hard_limit_ms, info=args.b_info),
    }
    engines = {}
    time_left = {s: cfg[s]["match"] for s in "AB"}
    moves = list(opening)          # all stones, in order
    tokens = [token(args.variant, size, x, y) for x, y in moves]
    result = None  # dict(winner side or None, reason, ...)

    def finish(winner, reason, **extra):
        return dict(winner=winner, reason=reason, **extra)

    try:
        # check the opening itself
        j = judge(args.judge, args.variant, tokens)
        if "error" in j or j["status"] != "ongoing":
            raise RuntimeError(f"bad opening {tokens}: {j.get('error') or j['status']}")

        for s in "AB":
            engines[s] = Engine(names[s], cfg[s]["cmd"], os.path.join(args.out, f"game-{gi:04d}.{s}.err"))
        for s in "AB":
            e = engines[s]
            try:
                e.send(f"START {size}")
                ans = e.readline(args.start_timeout)
                if ans.upper() != "OK":
                    raise EngineError("start", f"START answered {ans!r}")
                infos = []
                if cfg[s]["turn"]:
                    infos.append(f"timeout_turn {cfg[s]['turn']}")
                if cfg[s]["match"]:
                    infos.append(f"timeout_match {cfg[s]['match']}")
                    infos.append(f"time_left {cfg[s]['match']}")
                else:
                    infos.append("timeout_match 0")
                infos += [f"max_memory {args.max_memory}", "game_type 1"]
                infos += variant_infos + cfg[s]["info"]
                for i in infos:
                    e.send(f"INFO {i}")
                # an engine that refuses an INFO (e.g. a variant) says ERROR; catch it here
                e.send("ABOUT")
                ans = e.readline(args.start_timeout)
                if ans.upper().startswith("ERROR") or ans.upper().startswith("UNKNOWN"):
                    if not ans.upper().startswith("UNKNOWN ABOUT"):
                        raise EngineError("start", f"refused setup: {ans!r}")
                w({"type": "engine", "side": s, "name": names[s], "cmd": cfg[s]["cmd"], "about": ans, "info": infos})
            except EngineError as ex:
                raise EngineError(ex.kind, f"[{s}] {ex.detail}")

        told = {s: 0 for s in "AB"}  # how many stones of `moves` each engine knows
        ply = len(moves)
        while True:
            mover = first if ply % 2 == 0 else second
            e = engines[mover]
            c_ = cfg[mover]
            # time budget
            limit_ms = c_["hard"] if c_["hard"] else (c_["turn"] or 10**9) + args.tolerance_ms
            if c_["match"]:
                e.send(f"INFO time_left {max(time_left[mover], 0)}")
                limit_ms = min(limit_ms, time_left[mover] + args.tolerance_ms) if not c_["hard"] else limit_ms
            lines = position_commands(moves, told[mover])
            for line in lines:
                e.send(line)
            cmd = lines[0]
            t0 = time.monotonic()
            e.chatter = []
            try:
                ans = e.readline(limit_ms / 1000.0)
            except EngineError as ex:
                dt = (time.monotonic() - t0) * 1000
                w({"type": "fault", "ply": ply + 1, "side": mover, "engine": names[mover], "kind": ex.kind,
                   "detail": ex.detail, "ms": round(dt, 1)})
                result = finish(other(mover), ex.kind, loser=mover)
                break
            dt = (time.monotonic() - t0) * 1000
            if c_["match"]:
                time_left[mover] -= dt
            mv = parse_move(ans, size)
            if mv is None:
                w({"type": "fault", "ply": ply + 1, "side": mover, "engine": names[mover], "kind": "bad-answer",
                   "detail": ans, "ms": round(dt, 1), "chatter": e.chatter[-5:]})
                result = finish(other(mover), "bad-answer", loser=mover, detail=ans)
                break
            tok = token(args.variant, size, *mv)
            j = judge(args.judge, args.variant, tokens + [tok])
            rec = {"type": "move", "ply": ply + 1, "side": mover, "engine": names[mover], "colour": colour_of[mover],
                   "cmd": cmd, "x": mv[0], "y": mv[1], "token": tok, "ms": round(dt, 1),
                   "over_turn": bool(c_["turn"] and dt > c_["turn"]), "captures": j.get("captures")}
            if c_["match"]:
                rec["time_left"] = round(time_left[mover])
            if args.keep_chatter:
                rec["chatter"] = e.chatter[-3:]
            if "error" in j:
                rec["illegal"] = j["error"]
                w(rec)
                result = finish(other(mover), "illegal", loser=mover, detail=j["error"])
                break
            w(rec)
            moves.append(mv)
            tokens.append(tok)
            told[mover] = len(moves)
            ply += 1
            if c_["match"] and time_left[mover] < -args.tolerance_ms and not c_["hard"]:
                result = finish(other(mover), "time-forfeit", loser=mover)
                break
            if j["status"] == "won":
                wc = j["winners"]
                if len(wc) != 1:
                    result = finish(None, j.get("reason") or "shared")
                else:
                    result = finish(first if wc[0] == 1 else second, j["reason"])
                break
            if j["status"] == "draw":
                result = finish(None, j.get("reason") or "draw")
                break
            if ply >= args.max_plies:
                result = finish(None, "max-plies")
                break
            # the other engine will be told this move with TURN (or the whole position with BOARD)
    except EngineError as ex:
        # a setup failure: blame the engine named in the detail
        side = "A" if ex.detail.startswith("[A]") else "B" if ex.detail.startswith("[B]") else None
        w({"type": "fault", "ply": len(moves), "side": side, "kind": ex.kind, "detail": ex.detail})
        result = finish(other(side) if side else None, ex.kind, loser=side)
    finally:
        for e in engines.values():
            e.close()

    result.update(type="result", game=gi, plies=len(moves), first=names[first],
                  winner_name=names[result["winner"]] if result.get("winner") else None,
                  moves=tokens)
    w(result)
    log.close()
    return result, first


def other(s):
    return "B" if s == "A" else "A"


# ----------------------------------------------------------------------------------------------
# summary

# How a game can end other than on the board: by a fault of the loser.
FAULTS = ("timeout", "crash", "bad-answer", "illegal")


def summarise(args, results):
    n = len(results)
    wa = sum(1 for r, _ in results if r["winner"] == "A")
    wb = sum(1 for r, _ in results if r["winner"] == "B")
    d = n - wa - wb
    scores = [1.0 if r["winner"] == "A" else 0.0 if r["winner"] == "B" else 0.5 for r, _ in results]
    mean = sum(scores) / n if n else 0.0
    # 95% interval: normal approximation with the games' own variance (draws count as 0.5);
    # when every game scored the same (variance 0), the Wilson interval of a binomial instead.
    var = sum((s - mean) ** 2 for s in scores) / (n - 1) if n > 1 else 0.0
    if var > 0:
        half = 1.96 * math.sqrt(var / n)
        lo, hi = max(0.0, mean - half), min(1.0, mean + half)
    elif n:
        z = 1.96
        c = (mean + z * z / (2 * n)) / (1 + z * z / n)
        h = z * math.sqrt(mean * (1 - mean) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        lo, hi = max(0.0, c - h), min(1.0, c + h)
    else:
        lo = hi = float("nan")

    def elo(p):
        if p <= 0:
            return float("-inf")
        if p >= 1:
            return float("inf")
        return -400 * math.log10(1 / p - 1)

    # per-engine move times, from the logs
    times = {"A": [], "B": []}
    over = {"A": 0, "B": 0}
    for gi in range(n):
        with open(os.path.join(args.out, f"game-{gi:04d}.jsonl")) as f:
            for line in f:
                rec = json.loads(line)
                if rec["type"] == "move":
                    times[rec["side"]].append(rec["ms"])
                    over[rec["side"]] += rec["over_turn"]
    reasons = {}
    for r, _ in results:
        key = f"{r['winner_name'] or 'draw'}:{r['reason']}"
        reasons[key] = reasons.get(key, 0) + 1
    by_colour = {"A_first": [0, 0, 0], "A_second": [0, 0, 0]}
    for r, first in results:
        k = "A_first" if first == "A" else "A_second"
        by_colour[k][0 if r["winner"] == "A" else 1 if r["winner"] == "B" else 2] += 1

    def tstats(v):
        if not v:
            return {"moves": 0}
        v2 = sorted(v)
        return {"moves": len(v), "mean_ms": round(sum(v) / len(v), 1), "median_ms": v2[len(v) // 2],
                "max_ms": max(v)}

    s = {
        "variant": args.variant, "games": n, "A": args.a_name, "B": args.b_name,
        "A_wins": wa, "B_wins": wb, "draws": d,
        "A_score": round(mean, 4), "A_score_95": [round(lo, 4), round(hi, 4)],
        "A_elo": round(elo(mean), 1) if 0 < mean < 1 else None,
        "A_elo_95": [round(elo(lo), 1) if 0 < lo < 1 else None, round(elo(hi), 1) if 0 < hi < 1 else None],
        "A_by_colour_WLD": by_colour, "reasons": reasons,
        "time_A": {**tstats(times["A"]), "over_turn": over["A"]},
        "time_B": {**tstats(times["B"]), "over_turn": over["B"]},
        "mean_plies": round(sum(r["plies"] for r, _ in results) / n, 1) if n else 0,
    }
    # A game an engine ended by a fault (no answer in time, a crash, an answer that is not a move, an illegal
    # move) counts as a loss for it above. Here the games decided on the board alone, so that another engine's
    # crash need not pass for a win.
    names_of = {"A": args.a_name, "B": args.b_name}
    board = [r for r, _ in results if r["reason"] not in FAULTS]
    faults = collections.Counter(f"{names_of[r['loser']]}:{r['reason']}" for r, _ in results if r["reason"] in FAULTS)
    bw = sum(r["winner"] == "A" for r in board)
    bl = sum(r["winner"] == "B" for r in board)
    s["faults"] = dict(faults)
    s["on_board"] = {"games": len(board), "A_wins": bw, "B_wins": bl, "draws": len(board) - bw - bl,
                     "A_score": round((bw + (len(board) - bw - bl) / 2) / len(board), 4) if board else None}
    return s


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", required=True, choices=sorted(VARIANTS))
    p.add_argument("--games", type=int, required=True)
    for s in "ab":
        p.add_argument(f"--{s}", required=True, help=f"engine {s.upper()} command line")
        p.add_argument(f"--{s}-name", default=None)
        p.add_argument(f"--{s}-turn-ms", type=int, default=None, help="INFO timeout_turn (default --turn-ms)")
        p.add_argument(f"--{s}-match-ms", type=int, default=0, help="INFO timeout_match/time_left; 0 = none")
        p.add_argument(f"--{s}-hard-limit-ms", type=int, default=0,
                       help="wall-clock limit per move that forfeits; default timeout_turn + tolerance")
        p.add_argument(f"--{s}-info", action="append", default=[], help="extra INFO line, e.g. 'thread_num 1'")
    p.add_argument("--turn-ms", type=int, default=1000)
    p.add_argument("--tolerance-ms", type=int, default=1000, help="grace over timeout_turn before a forfeit")
    p.add_argument("--max-memory", type=int, default=268435456, help="INFO max_memory (bytes)")
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--openings-file", help="relative openings, one a line: 'dx,dy dx,dy ...'")
    p.add_argument("--shuffle-openings", action="store_true",
                   help="play the file's openings in an order drawn from --seed (else in file order)")
    p.add_argument("--pente-plies", type=int, default=3, choices=[3, 4],
                   help="stones in the generated Pente openings (3: centre, reply, Pro stone)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--start-timeout", type=float, default=30.0)
    p.add_argument("--judge", default=DEFAULT_JUDGE)
    p.add_argument("--min-gap-ms", type=float, default=150.0,
                   help="wait this long after an engine's answer before sending it anything")
    p.add_argument("--a-plays", choices=["both", "first", "second"], default="both",
                   help="both: each opening twice, colours swapped; first/second: each game its own "
                        "opening, A always that player (a comparison of two A's where the other colour's "
                        "games are all lost or all won carries the same information in half the games)")
    p.add_argument("--keep-chatter", action="store_true")
    p.add_argument("--out", required=True)
    args = p.parse_args()
    args.a_name = args.a_name or "A"
    args.b_name = args.b_name or "B"
    args.a_turn_ms = args.a_turn_ms or args.turn_ms
    args.b_turn_ms = args.b_turn_ms or args.turn_ms
    Engine.min_gap = args.min_gap_ms / 1000.0
    os.makedirs(args.out, exist_ok=True)

    rng = random.Random(args.seed)
    # openings: one per pair of games, or one per game where A keeps one colour (in Gomoku and
    # from --openings-file, a --a-plays run starts with a both-colours run's openings on that seed;
    # Pente's are drawn from the same stream as the turns, so there they differ)
    n_openings = (args.games + 1) // 2 if args.a_plays == "both" else args.games
    if args.openings_file:
        base = read_openings(args.openings_file)
        if args.shuffle_openings:
            rng.shuffle(base)
    elif args.variant in ("pente", "keryo-pente"):
        base = pente_openings(rng, n_openings, args.pente_plies)
    else:
        base = gomoku_openings()
        rng.shuffle(base)
    openings = []
    for i in range(n_openings):
        rel = base[i % len(base)]
        sym = SYMS[rng.randrange(8)]
        openings.append([sym(x, y) for x, y in rel])

    results = []
    t_start = time.time()
    for gi in range(args.games):
        if args.a_plays == "both":
            op, a_first = openings[gi // 2], gi % 2 == 0
        else:
            op, a_first = openings[gi], args.a_plays == "first"
        r, first = play_game(gi, args, op, a_first)
        results.append((r, first))
        wn = r["winner_name"] or "draw"
        print(f"game {gi:4d}: first={r['first']:<10} winner={wn:<10} reason={r['reason']:<12} plies={r['plies']}"
              f"  [{time.time() - t_start:.0f}s]", flush=True)
    s = summarise(args, results)
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(s, f, indent=1)
    print(json.dumps(s, indent=1))


if __name__ == "__main__":
    main()
