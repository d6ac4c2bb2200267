"""A Gomocup-protocol engine as a child process, for the scripts beside this one."""
import queue
import subprocess
import threading
import time


class Engine:
    """Starts `cmd` (a shell command line); its output lines are read on a thread of their own."""

    def __init__(self, cmd):
        self.proc = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def line(self, timeout):
        """The next line, MESSAGE and DEBUG lines included."""
        line = self.lines.get(timeout=timeout)
        if line is None:
            raise RuntimeError("the engine exited")
        return line

    def answer(self, timeout):
        """The next line that is not a MESSAGE or DEBUG line."""
        end = time.time() + timeout
        while True:
            line = self.line(max(0.01, end - time.time()))
            if line and not line.startswith(("MESSAGE", "DEBUG")):
                return line
