"""A Gomocup-protocol engine as a child process, for the scripts beside this one."""
import queue
import subprocess
import threading
import time

# A forced win's eval (Rapfi prints `Eval +M13`), in the evals' units.
FORCED = 20000


def eval_of(line):
    """The eval of a MESSAGE line `... | Eval 123 | ...` (the side to move's), FORCED or -FORCED
    for a forced result, or None if the line has none."""
    if not line.startswith("MESSAGE") or "Eval" not in line:
        return None
    text = line.split("Eval", 1)[1].split("|")[0].strip()
    if "M" in text:
        return -FORCED if text.startswith("-") else FORCED
    try:
        return int(text)
    except ValueError:
        return None


def read_openings(path):
    """An openings file (`scripts/openings/`): one opening a line, moves relative to the centre as
    `dx,dy dx,dy ...` (x to the right, y down), a `#` starting a comment."""
    out = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                out.append([tuple(int(v) for v in move.split(",")) for move in line.split()])
    return out


def position_commands(moves, told):
    """The lines that tell an engine to move after `moves` (in the order played, colours
    alternating as in Gomoku) when it already knows the first `told` of them: BEGIN on an empty
    board, TURN where it knows all but the last stone, else the whole position with BOARD (the
    mover's own stones are those of its parity)."""
    if not moves:
        return ["BEGIN"]
    if told == len(moves) - 1 and told > 0:
        x, y = moves[-1]
        return [f"TURN {x},{y}"]
    stones = [f"{x},{y},{1 if i % 2 == len(moves) % 2 else 2}" for i, (x, y) in enumerate(moves)]
    return ["BOARD", *stones, "DONE"]


class Engine:
    """Starts `cmd` (a shell command line); its output lines are read on a thread of their own.

    `min_gap` (seconds) is how long after an answer the next command waits: some engines drop
    a command that arrives within ~100 ms of their answer (Rapfi reads the rest of the line as
    commands of its own), as engine-match.py's `--min-gap-ms` says."""

    min_gap = 0.15

    def __init__(self, cmd):
        self.answered_at = 0.0
        self.proc = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, line):
        wait = self.answered_at + Engine.min_gap - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def line(self, timeout):
        """The next line, MESSAGE and DEBUG lines included."""
        line = self.lines.get(timeout=timeout)
        if line is None:
            raise RuntimeError("the engine exited")
        if line and not line.startswith(("MESSAGE", "DEBUG")):
            self.answered_at = time.monotonic()
        return line

    def answer(self, timeout):
        """The next line that is not a MESSAGE or DEBUG line."""
        return self.answer_and_eval(timeout)[0]

    def answer_and_eval(self, timeout):
        """The next line that is not a MESSAGE or DEBUG line, and the last eval the engine
        printed before it (see `eval_of`; None if it printed none)."""
        end = time.time() + timeout
        value = None
        while True:
            line = self.line(max(0.01, end - time.time()))
            seen = eval_of(line)
            if seen is not None:
                value = seen
            elif line and not line.startswith(("MESSAGE", "DEBUG")):
                return line, value
