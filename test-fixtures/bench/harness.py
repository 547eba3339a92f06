#!/usr/bin/env python3
"""Benchmark harness for Kopi against Kawa 3.1.1 and hand-written Java (issue 4).

Every program under programs/ is compiled once per system, then run round after round with
the systems interleaved (Kopi, Kawa, Java, Kopi, Kawa, Java, ...), so that slow drift of the
machine spreads over all systems alike. Each run's printed result is checked against the
`;; expect:` line of the program, and two times are kept: the benchmark loop as the program
measures it (`time-ms: N`) and the whole process as seen from outside. The report is a
markdown table of medians with Kopi/Kawa and Kopi/Java ratios and their geometric means.

A system that fails on a program (does not compile, crashes, prints a wrong result, times out)
gets a failure cell; the harness goes on with the others. `--check` runs every program once
at a tiny size and exits non-zero on any failure, which is what a test suite can call.

The Python standard library only; see README.md for the options.
"""

import argparse
import json
import math
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent.parent
PROGRAM_DIR = BENCH_DIR / "programs"
JAVA_DIR = BENCH_DIR / "java"
KAWA_ARTIFACT = "com.github.arvyy:kawa:3.1.1"
DEFAULT_KAWA_JAR = Path.home() / ".m2/repository/com/github/arvyy/kawa/3.1.1/kawa-3.1.1.jar"
SYSTEMS = ("kopi", "kawa", "java")
SYSTEM_TITLES = {"kopi": "Kopi", "kawa": "Kawa", "java": "Java"}
STARTUP_EXPRESSION = '(display "hi")'


@dataclass
class Program:
    """A benchmark program and the facts read from its header comments."""

    name: str
    path: Path
    expect: str
    check_size: str
    check_expect: str
    kawa_flags: list
    java_source: Path | None

    @property
    def class_name(self):
        # Kawa names the module class after the file, so the copy gets a Java-safe name.
        return self.name.replace("-", "_")

    def size_text(self):
        return read_definition(self.path.read_text(), "bench-size")

    def repeat_text(self):
        return read_definition(self.path.read_text(), "bench-repeat")


@dataclass
class Cell:
    """One (program, system) pair: how to run it, the measurements, or why it failed."""

    command: list | None = None
    env: dict | None = None
    failure: str | None = None
    detail: str = ""
    loop_ms: list = field(default_factory=list)
    process_ms: list = field(default_factory=list)
    compile_ms: float | None = None


# ----------------------------------------------------------------------------------------
# Entry point


def main(argv):
    options = parse_options(argv)
    programs = select_programs(options.only)
    if options.list:
        for program in programs:
            java = program.java_source.name if program.java_source else "-"
            print(f"{program.name:16} expect {program.expect:28} java {java}")
        return 0
    systems = [s for s in SYSTEMS if s not in options.skip]
    if not systems:
        raise SystemExit("run: every system is skipped, nothing to do")
    toolchain = Toolchain.find(options.jvm)
    kawa_jar = ensure_kawa(options) if "kawa" in systems else None
    work = Path(options.work).resolve()
    mode = "check" if options.check else "bench"
    shutil.rmtree(work / mode, ignore_errors=True)
    (work / mode).mkdir(parents=True)
    context = Context(options, toolchain, kawa_jar, work / mode, systems)

    log(f"run: {mode} mode, systems {', '.join(systems)}, java {toolchain.version}")
    if "kopi" in systems:
        context.warm_up_kopi()
    cells = {p.name: {s: context.prepare(p, s) for s in systems} for p in programs}
    rounds = 1 if options.check else options.rounds
    run_rounds(context, programs, cells, rounds)

    if options.check:
        report = check_report(programs, cells, systems)
        failed = any(c.failure for row in cells.values() for c in row.values())
        emit(report, options, work / mode)
        return 1 if failed else 0

    sections = [bench_report(programs, cells, systems, toolchain, rounds)]
    if not options.no_startup:
        sections.append(startup_report(context, rounds))
    if not options.no_compile_speed:
        sections.append(compile_speed_report(context, max(3, rounds // 2)))
    emit("\n".join(sections), options, work / mode)
    save_raw(work / mode / "results.json", cells)
    return 0


def parse_options(argv):
    parser = argparse.ArgumentParser(
        prog="run", description="Benchmarks Kopi against Kawa 3.1.1 and hand-written Java.")
    parser.add_argument("--only", help="comma-separated program names (default: all)")
    parser.add_argument("--skip", default="", help="comma-separated systems to skip: kopi,kawa,java")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (default 5)")
    parser.add_argument("--jvm", help="JDK home or java executable to run everything on")
    parser.add_argument("--check", action="store_true",
                        help="run each program once at its check size; exit 1 on any failure")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per run (default 300)")
    parser.add_argument("--no-startup", action="store_true", help="skip the start-up measurement")
    parser.add_argument("--no-compile-speed", action="store_true",
                        help="skip the compile-throughput measurement")
    parser.add_argument("--work", default=str(BENCH_DIR / "target"),
                        help="scratch directory (default test-fixtures/bench/target)")
    parser.add_argument("--output", help="also write the markdown report to this file")
    parser.add_argument("--list", action="store_true", help="list the programs and exit")
    options = parser.parse_args(argv)
    options.skip = {s.strip() for s in options.skip.split(",") if s.strip()}
    unknown = options.skip - set(SYSTEMS)
    if unknown:
        parser.error(f"--skip: expected kopi, kawa or java, got {', '.join(sorted(unknown))}")
    if options.rounds < 1:
        parser.error(f"--rounds: expected a positive number, got {options.rounds}")
    return options


# ----------------------------------------------------------------------------------------
# Programs


def select_programs(only):
    programs = sorted((read_program(path) for path in PROGRAM_DIR.glob("*.scm")), key=lambda p: p.name)
    if not only:
        return programs
    wanted = [name.strip() for name in only.split(",") if name.strip()]
    known = {p.name: p for p in programs}
    missing = [name for name in wanted if name not in known]
    if missing:
        raise SystemExit(f"run: --only: no program named {', '.join(missing)}")
    return [known[name] for name in wanted]


def read_program(path):
    text = path.read_text()
    headers = dict(re.findall(r"^;; ([a-z-]+): (.*)$", text, re.MULTILINE))
    for key in ("expect", "check-size", "check-expect"):
        if key not in headers:
            raise SystemExit(f"run: {path.name}: expected a ';; {key}:' header, found none")
    read_definition(text, "bench-size")
    read_definition(text, "bench-repeat")
    name = path.stem
    java_source = JAVA_DIR / (camel_case(name) + ".java")
    return Program(name, path, headers["expect"].strip(), headers["check-size"].strip(),
                   headers["check-expect"].strip(), headers.get("kawa-flags", "").split(),
                   java_source if java_source.exists() else None)


def read_definition(text, variable):
    match = re.search(rf"^\(define {variable} (.*)\)$", text, re.MULTILINE)
    if not match:
        raise SystemExit(f"run: expected a line '(define {variable} ...)' in a program, found none")
    return match.group(1)


def sized_source(program, size, repeat):
    """The program text with its size and repeat definitions replaced."""
    text = program.path.read_text()
    text = re.sub(r"^\(define bench-size .*\)$", lambda _: f"(define bench-size {size})",
                  text, count=1, flags=re.MULTILINE)
    return re.sub(r"^\(define bench-repeat .*\)$", lambda _: f"(define bench-repeat {repeat})",
                  text, count=1, flags=re.MULTILINE)


def camel_case(name):
    return "".join(part[:1].upper() + part[1:] for part in name.split("-"))


# ----------------------------------------------------------------------------------------
# Tools


@dataclass
class Toolchain:
    java: str
    javac: str
    version: str

    @staticmethod
    def find(jvm):
        if jvm:
            candidate = Path(jvm)
            java = candidate / "bin" / "java" if candidate.is_dir() else candidate
            if not java.exists():
                raise SystemExit(f"run: --jvm: expected a JDK home or a java executable, got {jvm}")
            javac = java.parent / "javac"
            java, javac = str(java), str(javac)
        else:
            java = shutil.which("java") or "java"
            javac = shutil.which("javac") or "javac"
        probe = subprocess.run([java, "-version"], capture_output=True, text=True)
        version = (probe.stderr.splitlines() or ["unknown"])[0].strip()
        return Toolchain(java, javac, version)


def ensure_kawa(options):
    jar = Path(os.environ.get("KAWA_JAR", DEFAULT_KAWA_JAR))
    if jar.exists():
        return jar
    log(f"run: fetching Kawa ({KAWA_ARTIFACT}) with Maven")
    fetched = subprocess.run(["mvn", "-q", "dependency:get", f"-Dartifact={KAWA_ARTIFACT}"],
                             capture_output=True, text=True)
    if fetched.returncode != 0 or not jar.exists():
        raise SystemExit(f"run: could not get Kawa: expected {jar}, mvn said:\n"
                         + fetched.stdout + fetched.stderr)
    return jar


class Context:
    """What every step needs: options, tools, the scratch directory."""

    def __init__(self, options, toolchain, kawa_jar, work, systems):
        self.options = options
        self.toolchain = toolchain
        self.kawa_jar = kawa_jar
        self.work = work
        self.systems = systems
        self.kopi_launcher = REPO_ROOT / "kopi"
        self.kopi_jar = REPO_ROOT / "language-server" / "target" / "kopi.jar"
        self.kopi_warm = None

    def warm_up_kopi(self):
        """Lets the launcher build kopi.jar (a Maven build on first use) outside any timing
        and any per-program timeout."""
        log("run: building Kopi through ./kopi --version (first use may take minutes)")
        self.kopi_warm = timed_run([str(self.kopi_launcher), "--version"],
                                   max(self.options.timeout, 1800.0), env=self.kopi_env())
        if self.kopi_warm.failure:
            log(f"run: kopi --version: {self.kopi_warm.failure}: "
                f"{first_lines(self.kopi_warm.stderr or self.kopi_warm.stdout)}")

    def kopi_env(self):
        env = dict(os.environ)
        env["JAVA"] = self.toolchain.java
        return env

    def prepare(self, program, system):
        """Compiles one program for one system; returns the cell to run or a failure cell."""
        if self.options.check:
            size, repeat = program.check_size, "1"
        else:
            size, repeat = program.size_text(), program.repeat_text()
        directory = self.work / system / program.name
        directory.mkdir(parents=True)
        java = self.toolchain.java
        if system == "java":
            if program.java_source is None:
                return Cell(failure="none", detail="no Java version")
            compiled = timed_run([self.toolchain.javac, "-d", str(directory),
                                  str(program.java_source)], self.options.timeout)
            class_name = program.java_source.stem
            if compiled.failure or not (directory / (class_name + ".class")).exists():
                return compile_failure(compiled)
            return Cell(command=[java, "-cp", str(directory), class_name,
                                 strip_quote(size), repeat], compile_ms=compiled.wall_ms)
        source = directory / (program.class_name + ".scm")
        source.write_text(sized_source(program, size, repeat))
        if system == "kawa":
            compiled = timed_run([java, "-jar", str(self.kawa_jar), *program.kawa_flags,
                                  "-d", str(directory), "--main", "-C", str(source)],
                                 self.options.timeout)
            # Kawa exits non-zero on compile errors; the class file is checked too.
            if compiled.failure or not (directory / (program.class_name + ".class")).exists():
                return compile_failure(compiled)
            return Cell(command=[java, "-cp", f"{self.kawa_jar}{os.pathsep}{directory}",
                                 program.class_name], compile_ms=compiled.wall_ms)
        jar = directory / (program.class_name + ".jar")
        compiled = timed_run([str(self.kopi_launcher), "compile", "--jar", str(jar), str(source)],
                             self.options.timeout, env=self.kopi_env())
        if compiled.failure or not jar.exists():
            return compile_failure(compiled)
        return Cell(command=[java, "-jar", str(jar)], compile_ms=compiled.wall_ms)


def strip_quote(size_text):
    return size_text[1:] if size_text.startswith("'") else size_text


@dataclass
class RunResult:
    wall_ms: float
    returncode: int | None
    stdout: str
    stderr: str
    failure: str | None


def timed_run(command, timeout, env=None):
    start = time.perf_counter()
    try:
        completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                                   env=env, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as expired:
        return RunResult((time.perf_counter() - start) * 1000, None,
                         as_text(expired.stdout), as_text(expired.stderr), "timeout")
    except OSError as error:
        return RunResult(0.0, None, "", str(error), "cannot start")
    wall_ms = (time.perf_counter() - start) * 1000
    failure = None if completed.returncode == 0 else f"exit {completed.returncode}"
    return RunResult(wall_ms, completed.returncode, completed.stdout, completed.stderr, failure)


def as_text(data):
    if data is None:
        return ""
    return data.decode(errors="replace") if isinstance(data, bytes) else data


def compile_failure(result):
    return Cell(failure=f"compile {result.failure or 'produced nothing'}",
                detail=first_lines(result.stderr or result.stdout))


def first_lines(text, count=2):
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return " / ".join(lines[:count])[:300]


# ----------------------------------------------------------------------------------------
# Running and checking


def run_rounds(context, programs, cells, rounds):
    for round_number in range(1, rounds + 1):
        log(f"run: round {round_number} of {rounds}")
        for program in programs:
            expected = program.check_expect if context.options.check else program.expect
            for system in context.systems:
                cell = cells[program.name][system]
                if cell.failure:
                    continue
                outcome = timed_run(cell.command, context.options.timeout)
                judge(cell, outcome, expected)
                status = cell.failure or f"{cell.loop_ms[-1]} ms"
                log(f"  {program.name:14} {system:5} {status}")


def judge(cell, outcome, expected):
    lines = [line.rstrip() for line in outcome.stdout.splitlines() if line.strip()]
    timing = [line for line in lines if line.startswith("time-ms:")]
    results = [line for line in lines if not line.startswith("time-ms:")]
    if outcome.failure:
        cell.failure = outcome.failure
        cell.detail = first_lines(outcome.stderr or outcome.stdout)
    elif not results or not same_result(results[0], expected):
        cell.failure = "wrong result"
        cell.detail = f"expected {expected}, got {results[0] if results else 'nothing'}"
    elif not timing or not re.fullmatch(r"time-ms: *\d+", timing[0]):
        cell.failure = "no time-ms"
        cell.detail = f"expected a line 'time-ms: N', got {timing[0] if timing else 'none'}"
    else:
        cell.loop_ms.append(int(timing[0].split(":")[1]))
        cell.process_ms.append(outcome.wall_ms)


TOKEN = re.compile(r"\(|\)|\"(?:[^\"\\]|\\.)*\"|[^\s()]+")


def same_result(actual, expected):
    """Compares printed results token by token; numbers compare by value, so Kawa's 5.0005E7
    equals R7RS's 50005000.0 and Java's formatting does not matter."""
    if actual.strip() == expected.strip():
        return True
    left, right = TOKEN.findall(actual), TOKEN.findall(expected)
    return len(left) == len(right) and all(same_token(a, b) for a, b in zip(left, right))


def same_token(a, b):
    if a == b:
        return True
    try:
        return float(a) == float(b)
    except ValueError:
        return False


# ----------------------------------------------------------------------------------------
# Reports


def bench_report(programs, cells, systems, toolchain, rounds):
    out = [f"# Kopi benchmarks\n\nJVM: {toolchain.version}; medians of {rounds} interleaved "
           f"rounds; ratios below 1 mean Kopi is faster.\n"]
    failures = []
    for title, attribute in (("Benchmark loop (time-ms printed by the program)", "loop_ms"),
                             ("Whole process (wall clock, includes JVM start-up)", "process_ms")):
        out.append(f"## {title}\n")
        out.append("| program | " + " | ".join(SYSTEM_TITLES[s] + " ms" for s in systems)
                   + " | Kopi/Kawa | Kopi/Java | Kawa/Java |")
        out.append("|---" * (len(systems) + 4) + "|")
        ratios = {"kopi/kawa": [], "kopi/java": [], "kawa/java": []}
        for program in programs:
            row = cells[program.name]
            medians = {s: median_of(row[s], attribute) for s in systems}
            text = [cell_text(row[s], medians[s]) for s in systems]
            ratio_text = []
            for pair in ratios:
                top, bottom = pair.split("/")
                value = ratio(medians.get(top), medians.get(bottom))
                if value is not None:
                    ratios[pair].append(value)
                ratio_text.append(f"{value:.2f}" if value is not None else "-")
            out.append(f"| {program.name} | " + " | ".join(text + ratio_text) + " |")
        means = [geometric_mean(values) for values in ratios.values()]
        out.append("| **geometric mean** | " + " | ".join("" for _ in systems) + " | "
                   + " | ".join(f"**{m:.2f}**" if m else "-" for m in means) + " |")
        out.append("")
    for program in programs:
        for system in systems:
            cell = cells[program.name][system]
            if cell.failure and cell.failure != "none":
                failures.append(f"- {program.name} / {SYSTEM_TITLES[system]}: {cell.failure}"
                                + (f": {cell.detail}" if cell.detail else ""))
    if failures:
        out.append("Failures:\n")
        out.extend(failures)
        out.append("")
    return "\n".join(out)


def median_of(cell, attribute):
    values = getattr(cell, attribute)
    return statistics.median(values) if values and not cell.failure else None


def cell_text(cell, median):
    if cell.failure == "none":
        return "-"
    if cell.failure:
        return f"fails ({cell.failure})"
    return f"{median:.0f}"


def ratio(top, bottom):
    if top is None or bottom is None or bottom <= 0 or top <= 0:
        return None
    return top / bottom


def geometric_mean(values):
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def check_report(programs, cells, systems):
    out = ["# Kopi benchmark check (each program once at its check size)\n",
           "| program | " + " | ".join(SYSTEM_TITLES[s] for s in systems) + " |",
           "|---" * (len(systems) + 1) + "|"]
    details = []
    for program in programs:
        texts = []
        for system in systems:
            cell = cells[program.name][system]
            if cell.failure == "none":
                texts.append("-")
            elif cell.failure:
                texts.append(f"FAIL ({cell.failure})")
                details.append(f"- {program.name} / {SYSTEM_TITLES[system]}: {cell.detail}")
            else:
                texts.append("ok")
        out.append(f"| {program.name} | " + " | ".join(texts) + " |")
    if details:
        out.append("\nFailures:\n")
        out.extend(details)
    # A cell without a Java version ("none") is not a failure of the check.
    for row in cells.values():
        for cell in row.values():
            if cell.failure == "none":
                cell.failure = None
    return "\n".join(out) + "\n"


def startup_report(context, rounds):
    """Start-up: print "hi" from an expression (Kopi, Kawa) and from a Java class."""
    java = context.toolchain.java
    commands = {}
    problems = []
    if "kopi" in context.systems:
        # The launcher built the jar (and its class-data-sharing archive) in warm_up_kopi; the
        # timed runs call the java command it would run, so that its staleness check (a find
        # over the sources) is not counted but its JVM options are.
        warm = context.kopi_warm
        commands["kopi"] = kopi_java_command(context, ["-e", STARTUP_EXPRESSION])
    if "kawa" in context.systems:
        commands["kawa"] = [java, "-jar", str(context.kawa_jar), "-e", STARTUP_EXPRESSION]
    if "java" in context.systems:
        directory = context.work / "startup"
        directory.mkdir(parents=True, exist_ok=True)
        compiled = timed_run([context.toolchain.javac, "-d", str(directory),
                              str(JAVA_DIR / "Hello.java")], context.options.timeout)
        if compiled.failure:
            problems.append(f"Java: javac Hello.java: {first_lines(compiled.stderr)}")
        else:
            commands["java"] = [java, "-cp", str(directory), "Hello"]
    times = {system: [] for system in commands}
    failed = {}
    if "kopi" in commands and (warm.failure or not context.kopi_jar.exists()):
        failed["kopi"] = f"{warm.failure or 'no kopi.jar'}: {first_lines(warm.stderr or warm.stdout)}"
    for _ in range(rounds):
        for system, command in commands.items():
            if system in failed:
                continue
            outcome = timed_run(command, context.options.timeout)
            if outcome.failure or outcome.stdout.strip() != "hi":
                failed[system] = (outcome.failure or f"printed {outcome.stdout.strip()[:40]!r}") \
                    + (f": {first_lines(outcome.stderr)}" if outcome.stderr.strip() else "")
            else:
                times[system].append(outcome.wall_ms)
    kopi = statistics.median(times["kopi"]) if times.get("kopi") and "kopi" not in failed else None
    out = ["## Start-up (print \"hi\"; wall clock)\n",
           "| system | command | median ms | Kopi/system |", "|---|---|---|---|"]
    labels = {"kopi": f"kopi -e '{STARTUP_EXPRESSION}' (the launcher's java command)",
              "kawa": f"java -jar kawa.jar -e '{STARTUP_EXPRESSION}'", "java": "java Hello"}
    for system in commands:
        if system in failed:
            out.append(f"| {SYSTEM_TITLES[system]} | `{labels[system]}` | fails | - |")
            problems.append(f"{SYSTEM_TITLES[system]}: {failed[system]}")
            continue
        value = statistics.median(times[system])
        relative = ratio(kopi, value)
        out.append(f"| {SYSTEM_TITLES[system]} | `{labels[system]}` | {value:.0f} | "
                   + (f"{relative:.2f}" if relative else "-") + " |")
    out.append("")
    out.extend(f"- {problem}" for problem in problems)
    return "\n".join(out) + "\n"


def kopi_java_command(context, arguments):
    """The java command line that ./kopi runs for these arguments (its JVM options included),
    or java -jar kopi.jar when the launcher cannot tell."""
    env = dict(context.kopi_env(), KOPI_PRINT_JAVA_COMMAND="1")
    result = subprocess.run([str(context.kopi_launcher)] + arguments, capture_output=True,
                            text=True, env=env, stdin=subprocess.DEVNULL)
    command = shlex.split(result.stdout.strip()) if result.returncode == 0 else []
    if "-jar" in command:
        return command
    return [context.toolchain.java, "-jar", str(context.kopi_jar)] + arguments


COMPILE_SIZES = (100, 400, 1600)  # blocks of generated code: about 2,500, 10,000 and 40,000 lines


def compile_speed_report(context, rounds):
    """Compile throughput and its growth: generated modules of three sizes, compiled in
    interleaved rounds. Linear growth shows as steady lines/s; the growth column divides each
    size's median time by the previous size's (4x the lines: about 4 when linear)."""
    directory = context.work / "compile-speed"
    directory.mkdir(parents=True, exist_ok=True)
    sources = {}
    for blocks in COMPILE_SIZES:
        source = directory / f"generated_module_{blocks}.scm"
        text = generated_module(blocks)
        source.write_text(text)
        sources[blocks] = (source, text.count("\n"))
    java = context.toolchain.java
    commands = {}
    if "kopi" in context.systems:
        commands["kopi"] = lambda source, out: [java, "-jar", str(context.kopi_jar), "compile", "-d",
                                                str(out), str(source)]
    if "kawa" in context.systems:
        commands["kawa"] = lambda source, out: [java, "-jar", str(context.kawa_jar), "-d", str(out),
                                                "-C", str(source)]
    times = {(system, blocks): [] for system in commands for blocks in COMPILE_SIZES}
    failed = {}
    for round_number in range(rounds):
        for blocks in COMPILE_SIZES:
            source = sources[blocks][0]
            for system, command in commands.items():
                if (system, blocks) in failed:
                    continue
                out_dir = directory / f"{system}-{blocks}-{round_number}"
                outcome = timed_run(command(source, out_dir), context.options.timeout)
                produced = out_dir.exists() and any(out_dir.rglob("*.class"))
                if outcome.failure or not produced:
                    failed[(system, blocks)] = (outcome.failure or "no class files") + ": " \
                        + first_lines(outcome.stderr or outcome.stdout)
                else:
                    times[(system, blocks)].append(outcome.wall_ms)
                shutil.rmtree(out_dir, ignore_errors=True)
    out = ["## Compile throughput (generated files of three sizes; wall clock includes JVM "
           "start-up)\n", "| system | lines | median ms | lines/s | growth over the previous size |",
           "|---|---|---|---|---|"]
    for system in commands:
        previous = None
        for blocks in COMPILE_SIZES:
            lines = sources[blocks][1]
            if (system, blocks) in failed:
                out.append(f"| {SYSTEM_TITLES[system]} | {lines} | fails | - | - |")
                previous = None
                continue
            value = statistics.median(times[(system, blocks)])
            growth = f"{value / previous:.2f}x" if previous else "-"
            out.append(f"| {SYSTEM_TITLES[system]} | {lines} | {value:.0f} | "
                       f"{lines / (value / 1000):.0f} | {growth} |")
            previous = value
    out.append("")
    out.extend(f"- {SYSTEM_TITLES[s]} at {b} blocks: {reason}" for (s, b), reason in failed.items())
    return "\n".join(out) + "\n"


def generated_module(blocks):
    """A large portable R7RS file: varied procedures so the compiler sees every common form."""
    parts = ["(import (scheme base) (scheme write))\n"]
    for k in range(blocks):
        parts.append(f"""
;; Block {k}.
(define (arith-{k} a b)
  (let* ((s (+ a b {k}))
         (d (- a b))
         (p (* s d)))
    (if (> p 0) (quotient p (+ 1 (abs d))) (- p {k}))))

(define (loop-{k} n)
  (let loop ((i 0) (acc '()))
    (cond ((= i n) (reverse acc))
          ((even? i) (loop (+ i 1) (cons (* i {k}) acc)))
          (else (loop (+ i 1) acc)))))

(define (strings-{k} name)
  (string-append "item-" name "-" (number->string {k})))

(define table-{k} (vector {k} "{k}" '(a b {k}) #\\x #t 2.5))

(define (dispatch-{k} x)
  (case x
    ((0) 'zero)
    ((1 2 3) 'small)
    (else (let ((f (lambda (y) (+ y {k}))))
            (map f (list x (* 2 x)))))))
""")
    parts.append("(write (list (arith-0 3 4) (loop-0 5) (strings-0 \"x\") (dispatch-0 7)))\n"
                 "(newline)\n")
    return "".join(parts)


def emit(report, options, work):
    print(report)
    (work / "report.md").write_text(report)
    if options.output:
        Path(options.output).write_text(report)


def save_raw(path, cells):
    raw = {name: {system: {"failure": cell.failure, "detail": cell.detail,
                           "loop_ms": cell.loop_ms, "process_ms": cell.process_ms,
                           "compile_ms": cell.compile_ms}
                  for system, cell in row.items()}
           for name, row in cells.items()}
    path.write_text(json.dumps(raw, indent=2))


def log(message):
    print(message, file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
