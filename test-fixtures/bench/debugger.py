#!/usr/bin/env python3
"""The cost of the debugger: a benchmark program under `kopi dap` with no breakpoint
hit against the same program run plainly, and the time from launch to the first stop.

    python3 test-fixtures/bench/debugger.py [--jar language-server/target/kopi.jar]
        [--only fib,tak] [--rounds 5]

For each program of programs/ it runs, interleaved, `--rounds` times each:
  plain        java -jar kopi.jar P.scm
  unoptimized  java -Dkopi.debug.unoptimized=true -jar kopi.jar P.scm (how the adapter compiles)
  debugger     java -jar kopi.jar dap, as an editor drives it: initialize, launch with no
               breakpoint (the "uncaught" exception filter on, as editors have it), run to the end
and reports the medians of the program's own loop time (its `time-us:` line) and of the whole
process (for the debugger: from the launch request to the exited event), with the debugger's loop
time over the plain ones: taken within each round, then the median of those ratios. Then it
times, `--rounds` times, a launch with a breakpoint on line 1 (which moves to the first line with
code): from the launch request, and from starting the adapter, to the stopped event. Python 3
standard library only; performance is measured here, never in a timed unit test.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


class Adapter:
    """`kopi dap` on pipes, with Content-Length framing."""

    def __init__(self, java, jar):
        self.started = time.monotonic()
        self.process = subprocess.Popen([java, "-jar", jar, "dap"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.seq = 1
        self.output = []

    def send(self, command, arguments):
        body = json.dumps({"seq": self.seq, "type": "request", "command": command,
                           "arguments": arguments}).encode("utf-8")
        self.seq += 1
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the adapter ended")
            line = line.strip()
            if not line and length is not None:
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        message = json.loads(self.process.stdout.read(length))
        if message.get("type") == "event" and message.get("event") == "output":
            self.output.append(message["body"].get("output", ""))
        return message

    def until(self, wanted):
        """Reads messages up to the first for which wanted(message) holds; returns it."""
        while True:
            message = self.read()
            if message.get("type") == "response" and not message.get("success"):
                raise RuntimeError("%s failed: %s" % (message.get("command"), message.get("message")))
            if wanted(message):
                return message

    def start(self, program, breakpoints):
        self.send("initialize", {"adapterID": "kopi", "linesStartAt1": True, "pathFormat": "path"})
        self.until(lambda m: m.get("event") == "initialized")
        self.send("setBreakpoints", {"source": {"path": program},
                                     "breakpoints": [{"line": line} for line in breakpoints]})
        self.send("setExceptionBreakpoints", {"filters": ["uncaught"]})
        self.send("configurationDone", {})
        launched = time.monotonic()
        self.send("launch", {"program": program, "args": [], "cwd": os.path.dirname(program)})
        return launched

    def close(self):
        try:
            self.send("disconnect", {"terminateDebuggee": True})
        except (BrokenPipeError, ValueError):
            pass
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()


def loop_ms(text):
    found = re.search(r"time-us: (\d+)", text)
    if not found:
        raise RuntimeError("no time-us line in: " + text[-500:])
    return int(found.group(1)) / 1000


def plain(java, jar, program, flags):
    started = time.monotonic()
    result = subprocess.run([java] + flags + ["-jar", jar, program], capture_output=True, text=True,
                            cwd=os.path.dirname(program), check=True)
    return loop_ms(result.stdout), (time.monotonic() - started) * 1000


def debugged(java, jar, program):
    adapter = Adapter(java, jar)
    try:
        launched = adapter.start(program, [])
        exited = adapter.until(lambda m: m.get("event") == "exited")
        whole = (time.monotonic() - launched) * 1000
        if exited["body"]["exitCode"] != 0:
            raise RuntimeError("exit %s: %s" % (exited["body"]["exitCode"], "".join(adapter.output)))
        return loop_ms("".join(adapter.output)), whole
    finally:
        adapter.close()


def first_stop(java, jar, program):
    adapter = Adapter(java, jar)
    try:
        launched = adapter.start(program, [1])
        stopped = adapter.until(lambda m: m.get("event") == "stopped")
        now = time.monotonic()
        if stopped["body"]["reason"] != "breakpoint":
            raise RuntimeError("stopped for " + stopped["body"]["reason"])
        return (now - launched) * 1000, (now - adapter.started) * 1000
    finally:
        adapter.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jar", default=os.path.join(ROOT, "language-server", "target", "kopi.jar"))
    parser.add_argument("--java", default=shutil.which("java"))
    parser.add_argument("--only", default="fib,tak")
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    if not os.path.isfile(options.jar):
        sys.exit("no %s: build it with mvn -B -pl compiler-core,language-server -am package -DskipTests" % options.jar)
    names = options.only.split(",")
    print("| program | plain loop ms | unoptimized loop ms | debugger loop ms | debugger/plain | "
          "debugger/unoptimized | plain process ms | unoptimized process ms | debugger launch-to-exit ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in names:
        program = os.path.join(HERE, "programs", name + ".scm")
        runs = {"plain": [], "unoptimized": [], "debugger": []}
        for _ in range(options.rounds):
            runs["plain"].append(plain(options.java, options.jar, program, []))
            runs["unoptimized"].append(plain(options.java, options.jar, program, ["-Dkopi.debug.unoptimized=true"]))
            runs["debugger"].append(debugged(options.java, options.jar, program))
        loop = {kind: statistics.median(r[0] for r in values) for kind, values in runs.items()}
        whole = {kind: statistics.median(r[1] for r in values) for kind, values in runs.items()}

        def ratio(over):
            # Within each round (the same state of the machine), then the median of those.
            return statistics.median(d[0] / max(o[0], 0.5) for d, o in zip(runs["debugger"], runs[over]))

        print("| %s | %d | %d | %d | %.2f | %.2f | %d | %d | %d |" % (
            name, loop["plain"], loop["unoptimized"], loop["debugger"], ratio("plain"), ratio("unoptimized"),
            whole["plain"], whole["unoptimized"], whole["debugger"]))
        sys.stdout.flush()
    program = os.path.join(HERE, "programs", names[0] + ".scm")
    stops = [first_stop(options.java, options.jar, program) for _ in range(options.rounds)]
    print()
    print("First stop (breakpoint on line 1 of %s.scm), median of %d: %d ms from the launch request, "
          "%d ms from starting the adapter" % (names[0], options.rounds, statistics.median(s[0] for s in stops),
                                              statistics.median(s[1] for s in stops)))


if __name__ == "__main__":
    main()
