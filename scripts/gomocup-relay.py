#!/usr/bin/env python3
"""A Gomocup-protocol brain made of two: the first `--first` of its own moves come from one engine
(`--opening`), the rest from another (`--main`).

A measuring tool: played against a third engine by engine-match.py, it tells what a better choice of
the first moves alone would be worth to the main engine (an upper bound for an opening book or a
policy), with the opening engine standing in for the better choice.

    python3 scripts/engine-match.py ... \\
      --a "python3 scripts/gomocup-relay.py --first 3 --opening '<engine>' --main '<pente-bot> brain --level 8'"

Both engines get every START and INFO; the one asked for a move is sent the position (TURN where it
knows all but the last stone, BOARD otherwise) and its answer is the relay's. Which engine made
each move is written to standard error.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gomocup import Engine, position_commands  # noqa: E402


class Side:
    """One engine and how many of the game's stones it has been told."""

    def __init__(self, cmd):
        self.engine = Engine(cmd)
        self.told = 0

    def answer_for(self, moves):
        """Tells the engine the position (`moves`, in the order played) and returns its answer."""
        for line in position_commands(moves, self.told):
            self.engine.send(line)
        answer = self.engine.answer(3600)
        self.told = len(moves) + 1
        return answer


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--first", type=int, required=True,
                   help="how many of the relay's own moves --opening makes (stones it was given not counted)")
    p.add_argument("--opening", required=True, help="the engine of the first moves (a shell command)")
    p.add_argument("--main", required=True, help="the engine of the rest (a shell command)")
    args = p.parse_args()
    # Rapfi drops a command sent within ~100 ms of its answer (see gomocup.Engine)
    Engine.min_gap = 0.12
    sides = {"opening": Side(args.opening), "main": Side(args.main)}
    moves = []
    own_moves = 0
    lines = iter(sys.stdin.readline, "")

    def reply(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        head = line.split()[0].upper()
        if head == "START":
            answers = []
            for s in sides.values():
                s.engine.send(line)
                answers.append(s.engine.answer(60))
            reply(answers[-1] if all(a.upper() == "OK" for a in answers) else f"ERROR {answers}")
            moves, own_moves = [], 0
            for s in sides.values():
                s.told = 0  # a new game: what each was told of the last one no longer holds
        elif head == "INFO":
            for s in sides.values():
                s.engine.send(line)
        elif head == "ABOUT":
            reply('name="relay", version="1", author="pente-bot scripts", country="-"')
        elif head == "END":
            for s in sides.values():
                s.engine.send("END")
            return
        elif head in ("BEGIN", "TURN", "BOARD"):
            if head == "TURN":
                moves.append(tuple(int(v) for v in line.split()[1].split(",")))
            elif head == "BOARD":
                board = []
                for raw_stone in lines:
                    stone = raw_stone.strip()
                    if stone.upper() == "DONE":
                        break
                    board.append(tuple(int(v) for v in stone.split(",")))
                # BOARD lists the stones in the order played where the sender knows it
                moves = [(x, y) for x, y, _ in board]
            name = "opening" if own_moves < args.first else "main"
            answer = sides[name].answer_for(moves)
            x, y = (int(v) for v in answer.split(","))
            moves.append((x, y))
            own_moves += 1
            print(f"move {own_moves} ({len(moves)} stones): {name} {x},{y}", file=sys.stderr, flush=True)
            reply(answer)
        else:
            reply(f"UNKNOWN {line}")


if __name__ == "__main__":
    main()
