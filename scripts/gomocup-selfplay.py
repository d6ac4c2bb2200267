#!/usr/bin/env python3
"""Self-play games of one Gomocup-protocol engine, for fitting Gomoku's move order and evaluation.

One engine process plays both sides of every game: each move is asked for with a BOARD command
holding the whole position from the mover's side, so nothing carries over between moves. Each game
starts from one of 46 3-stone openings (Black on the centre, White next to it, Black's second in the
5x5 square: the 26 canonical ones, some in more than one form), in one of its 8 symmetries, then 0-2
stones placed at random within 4 points of the centre (half the games get none), so that the games
differ even when the engine plays the same position the same way. A game ends at the first row
(freestyle: five or more; `--rule 1`: exactly five; `--rule 4`, Renju: exactly five for Black, the first
player, five or more for White; the engine is trusted to keep Black off its fouls, and the fitting
examples drop a game with a foul when they replay it) or a full board. With `--openings-file` the games
start from that file's openings instead (one a line, moves relative to the centre as `dx,dy dx,dy ...`,
x to the right and y down, a `#` starting a comment: the form of `scripts/openings/`), each in a random
one of its 8 symmetries, with no stones added.

Output: appended to --out, two lines a game: `record H8 G9 F7 / I8 F9 ...`, the opening, a `/`,
then the engine's moves (the form `crates/pente-ai/examples/{order,eval_table,tune}.rs` read); then
`evals 35 -12 ...`, the engine's last eval before each of its moves, from the mover's side (a forced
win 20000, a forced loss -20000, none printed `?`).

The games made for the figures in docs/src/engine-notebook.md, and the engine that played them,
are described there; neither is part of this repository.

Example:
  python3 scripts/gomocup-selfplay.py --engine /path/to/engine --games 1000 --turn-ms 60 \
      --seed 1 --out selfplay/freestyle-1.txt
"""
import argparse
import random
import sys

from gomocup import Engine, read_openings

SIZE = 15
LETTERS = "ABCDEFGHIJKLMNO"
SYMS = [lambda x, y: (x, y), lambda x, y: (-x, y), lambda x, y: (x, -y), lambda x, y: (-x, -y),
        lambda x, y: (y, x), lambda x, y: (-y, x), lambda x, y: (y, -x), lambda x, y: (-y, -x)]


def token(x, y):
    """0-based x,y from the top-left -> the judge's token (letters from the left, rows from the bottom)."""
    return f"{LETTERS[x]}{SIZE - y}"


def openings():
    """Black on the centre, White next to it (direct or diagonal), Black's second in the 5x5 square."""
    out = []
    for w2 in ((0, -1), (1, -1)):
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if (dx, dy) not in ((0, 0), w2):
                    out.append([(0, 0), w2, (dx, dy)])
    return out


def makes_row(board, x, y, colour, exact):
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for s in (1, -1):
            k = 1
            while board.get((x + s * k * dx, y + s * k * dy)) == colour:
                n += 1
                k += 1
        if n == 5 or (n > 5 and not exact):
            return True
    return False


def play(engine, rng, args, starts):
    """One game: the opening's tokens, the engine's, and None (or the reason it was dropped)."""
    opening = rng.choice(starts)
    sym = rng.choice(SYMS)
    moves = [(7 + sym(x, y)[0], 7 + sym(x, y)[1]) for x, y in opening]
    extra = 0 if args.openings_file else rng.choice((0, 0, 1, 2))
    while extra:
        m = (7 + rng.randint(-4, 4), 7 + rng.randint(-4, 4))
        if m not in moves:
            moves.append(m)
            extra -= 1
    board = {m: k % 2 for k, m in enumerate(moves)}
    start = len(moves)
    evals = []
    while len(moves) < SIZE * SIZE:
        colour = len(moves) % 2
        engine.send("BOARD")
        for m in moves:
            engine.send(f"{m[0]},{m[1]},{1 if board[m] == colour else 2}")
        engine.send("DONE")
        reply, value = engine.answer_and_eval(timeout=args.turn_ms / 1000 * 20 + 10)
        evals.append("?" if value is None else str(value))
        try:
            x, y = map(int, reply.split(","))
        except ValueError:
            return None, f"unreadable answer {reply!r}"
        if (x, y) in board or not (0 <= x < SIZE and 0 <= y < SIZE):
            return None, f"illegal move {reply!r}"
        moves.append((x, y))
        board[(x, y)] = colour
        exact = args.rule == 1 or (args.rule == 4 and colour == 0)
        if makes_row(board, x, y, colour, exact):
            break
    tokens = [token(x, y) for x, y in moves]
    return (f"record {' '.join(tokens[:start])} / {' '.join(tokens[start:])}\n"
            f"evals {' '.join(evals)}"), None


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--engine", required=True, help="the engine's command line")
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--turn-ms", type=int, default=60,
                   help="INFO timeout_turn (Rapfi keeps 30 ms of it back: at 30 or less it plays without searching)")
    p.add_argument("--rule", type=int, default=0, choices=[0, 1, 4],
                   help="0 freestyle, 1 exactly five, 4 Renju")
    p.add_argument("--info", action="append", default=["thread_num 1"], help="extra INFO line")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--min-gap-ms", type=float, default=150.0,
                   help="wait this long after an answer before the next command (see gomocup.Engine)")
    p.add_argument("--openings-file", help="start from these openings (see above), not the built-in ones")
    p.add_argument("--out", required=True)
    args = p.parse_args()
    starts = read_openings(args.openings_file) if args.openings_file else openings()
    if not starts:
        sys.exit(f"{args.openings_file} holds no opening")
    Engine.min_gap = args.min_gap_ms / 1000.0
    rng = random.Random(args.seed)
    engine = Engine(args.engine)
    engine.send(f"START {SIZE}")
    if engine.answer(timeout=30) != "OK":
        sys.exit("the engine did not answer START")
    for info in [f"timeout_turn {args.turn_ms}", "timeout_match 0", f"rule {args.rule}"] + args.info:
        engine.send(f"INFO {info}")
    done = 0
    with open(args.out, "a") as out:
        while done < args.games:
            record, problem = play(engine, rng, args, starts)
            if problem:
                print(f"game dropped: {problem}", file=sys.stderr)
                continue
            out.write(record + "\n")
            out.flush()
            done += 1
    engine.send("END")


if __name__ == "__main__":
    main()
