#!/usr/bin/env python3
"""Benchmark harness: Kopi against Kawa 3.1.1, Chez Scheme, Guile 3 and hand-written Java
(issues 4 and 21).

Every program is compiled once per system, then run round after round with the systems
interleaved (Kopi, Kawa, Chez, Guile, Java, Kopi, ...), so that slow drift of the machine spreads
over all systems alike. Every program reads its inputs at run time (standard input), so no
implementation can constant-fold them. Each run's printed result is checked, and two times are
kept: the benchmark loop as the program measures it (`time-us: N`, in microseconds) and the whole
process as seen from outside. Ratios are taken within each round and their median is reported,
with geometric means, the issue's targets, an SVG plot of the ratios, start-up and scaling
sections.

Programs come from programs/ (written for this project) and, when a checkout of the
r7rs-benchmarks suite is at hand (--suite), from its src/ and inputs/ (named r7rs-NAME).

A system that fails on a program (does not compile, crashes, prints a wrong result, times out)
gets a failure cell; the harness goes on with the others. A peer that is not installed is left
out with a line in the report. `--check` runs every project program once at a tiny size and
exits non-zero on any failure, which is what a test suite can call.

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
PRELUDE_DIR = BENCH_DIR / "preludes"
KAWA_ARTIFACT = "com.github.arvyy:kawa:3.1.1"
DEFAULT_KAWA_JAR = Path.home() / ".m2/repository/com/github/arvyy/kawa/3.1.1/kawa-3.1.1.jar"
DEFAULT_SUITE = BENCH_DIR / "target" / "r7rs-benchmarks"
SYSTEMS = ("kopi", "kawa", "chez", "guile", "java")
PEERS = SYSTEMS[1:]
SYSTEM_TITLES = {"kopi": "Kopi", "kawa": "Kawa", "chez": "Chez", "guile": "Guile", "java": "Java"}
# Chez runs the programs as the suite does: an R6RS top-level program at optimize level 3.
CHEZ_OPTIMIZE_LEVEL = "3"
STARTUP_EXPRESSION = '(display "hi")'
# The r7rs-benchmarks programs the harness runs from a suite checkout: the Gabriel set and the
# rest of the suite, less those that read files (cat, tail, wc, read1, slatex, parsing, sum1,
# bv2string) or need Unicode normalization.
SUITE_PROGRAMS = (
    "browse", "deriv", "destruc", "diviter", "divrec", "puzzle", "triangl", "tak", "takl", "ntakl",
    "cpstak", "ctak", "fib", "fibc", "fibfp", "sum", "sumfp", "fft", "mbrot", "mbrotZ", "nucleic",
    "pi", "pnpoly", "ray", "simplex", "ack", "array1", "string", "compiler", "conform", "dynamic",
    "earley", "graphs", "lattice", "matrix", "maze", "mazefun", "nqueens", "paraffins", "peval",
    "primes", "quicksort", "scheme", "nboyer", "sboyer", "gcbench", "mperm", "equal")
SUITE_PREFIX = "r7rs-"
# The targets (issue 21), checked in the report's summary.
TARGET_CHEZ_MEAN, TARGET_CHEZ_WORST = 2.0, 5.0
TARGET_GUILE_SHARE = 0.75
TARGET_UNTYPED_JAVA, TARGET_TYPED_JAVA = 2.5, 1.2
TARGET_STARTUP = 1.5


@dataclass
class Program:
    """A benchmark program and the facts read from its header comments (project programs) or
    from the suite's layout (r7rs-benchmarks programs)."""

    name: str
    path: Path
    expect: str
    check_size: str | None
    check_expect: str | None
    kawa_flags: list
    java_source: Path | None
    systems: tuple = SYSTEMS
    input_path: Path | None = None

    @property
    def suite(self):
        return self.input_path is not None

    @property
    def typed(self):
        return self.name.endswith("-typed")

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
    stdin: str = ""
    cwd: str | None = None
    failure: str | None = None
    detail: str = ""
    loop_ms: list = field(default_factory=list)
    process_ms: list = field(default_factory=list)
    compile_ms: float | None = None


# ----------------------------------------------------------------------------------------
# Entry point


def main(argv):
    options = parse_options(argv)
    if options.write_generated:
        size, path = options.write_generated
        text = (generated_module_of_size(float(size[:-2]) * 1_000_000) if size.upper().endswith("MB")
                else generated_module(max(1, int(size) // LINES_PER_BLOCK)))
        Path(path).write_text(text)
        log(f"wrote {path}: {text.count(chr(10))} lines, {len(text)} characters")
        return 0
    programs, suite_note = select_programs(options)
    if options.list:
        for program in programs:
            java = program.java_source.name if program.java_source else "-"
            print(f"{program.name:18} expect {program.expect:28} java {java:20} "
                  f"systems {','.join(program.systems)}")
        if suite_note:
            print(suite_note)
        return 0
    toolchain = Toolchain.find(options.jvm)
    systems, missing = available_systems(options, toolchain)
    if not systems:
        raise SystemExit("run: every system is skipped or missing, nothing to do")
    kawa_jar = ensure_kawa(options) if "kawa" in systems else None
    work = Path(options.work).resolve()
    mode = "check" if options.check else "bench"
    shutil.rmtree(work / mode, ignore_errors=True)
    (work / mode).mkdir(parents=True)
    context = Context(options, toolchain, kawa_jar, work / mode, systems)

    log(f"run: {mode} mode, systems {', '.join(systems)}, java {toolchain.version}")
    for line in missing:
        log(f"run: {line}")
    if "kopi" in systems:
        context.warm_up_kopi()
    log(f"run: compiling {len(programs)} programs for {', '.join(systems)}")
    cells = {p.name: {s: context.prepare(p, s) for s in systems} for p in programs}
    for program in programs:
        if program.suite:
            # Some suite programs read data files named relative to the suite's directory.
            for cell in cells[program.name].values():
                cell.cwd = str(program.path.parent.parent)
    rounds = 1 if options.check else options.rounds
    context.load = [os.getloadavg()[0]]
    run_rounds(context, programs, cells, rounds)
    context.load.append(os.getloadavg()[0])

    if options.check:
        report = check_report(programs, cells, systems, missing)
        failed = any(c.failure for row in cells.values() for c in row.values())
        emit(report, options, work / mode)
        return 1 if failed else 0

    startup = None if options.no_startup else measure_startup(context, rounds)
    scaling = None if options.no_compile_speed else measure_scaling(context,
                                                                     max(1, (rounds + 1) // 2))
    table = ratio_table(programs, cells, systems)
    plots = []
    if table.rows:
        (work / mode / "ratios.svg").write_text(ratio_plot(table, systems))
        plots.append("ratios.svg")
    if scaling and scaling.has_data():
        (work / mode / "scaling.svg").write_text(scaling_plot(scaling))
        plots.append("scaling.svg")
    sections = [bench_report(programs, cells, systems, toolchain, rounds, table, startup,
                             missing + ([suite_note] if suite_note else []), plots, context)]
    if startup:
        sections.append(startup.report())
    if scaling:
        sections.append(scaling.report())
    emit("\n".join(sections), options, work / mode)
    save_raw(work / mode / "results.json", cells)
    log(f"run: report {work / mode / 'report.md'}; plots "
        + ", ".join(str(work / mode / plot) for plot in plots))
    return 0


def parse_options(argv):
    parser = argparse.ArgumentParser(
        prog="run", description="Benchmarks Kopi against Kawa 3.1.1, Chez Scheme, Guile 3 and "
                                "hand-written Java.")
    parser.add_argument("--only", help="comma-separated program names (default: all)")
    parser.add_argument("--skip", default="",
                        help="comma-separated systems to skip: kopi,kawa,chez,guile,java")
    parser.add_argument("--peers", help="comma-separated peers to compare with (default: all of "
                                        "kawa,chez,guile,java that are installed)")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (default 5)")
    parser.add_argument("--jvm", help="JDK home or java executable to run everything on")
    parser.add_argument("--suite", default=os.environ.get("R7RS_BENCHMARKS", str(DEFAULT_SUITE)),
                        help="checkout of the r7rs-benchmarks suite (src/ and inputs/); default "
                             "$R7RS_BENCHMARKS or test-fixtures/bench/target/r7rs-benchmarks")
    parser.add_argument("--jdk25", default="/usr/lib/jvm/temurin-25-jdk-amd64",
                        help="JDK 25 home for the ahead-of-time cache start-up line")
    parser.add_argument("--check", action="store_true",
                        help="run each project program once at its check size; exit 1 on any "
                             "failure")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per run (default 300)")
    parser.add_argument("--no-startup", action="store_true", help="skip the start-up measurement")
    parser.add_argument("--no-compile-speed", "--no-scaling", action="store_true",
                        help="skip the scaling section (compile time, language-server latency)")
    parser.add_argument("--no-lsp", action="store_true",
                        help="skip the language server's latency in the scaling section")
    parser.add_argument("--work", default=str(BENCH_DIR / "target"),
                        help="scratch directory (default test-fixtures/bench/target)")
    parser.add_argument("--output", help="also write the markdown report to this file")
    parser.add_argument("--list", action="store_true", help="list the programs and exit")
    parser.add_argument("--write-generated", nargs=2, metavar=("SIZE", "FILE"),
                        help="write the scaling section's generated program of SIZE lines (or "
                             "SIZE ending in MB: megabytes) to FILE and exit")
    options = parser.parse_args(argv)
    options.skip = {s.strip() for s in options.skip.split(",") if s.strip()}
    unknown = options.skip - set(SYSTEMS)
    if unknown:
        parser.error(f"--skip: expected kopi, kawa, chez, guile or java, got "
                     f"{', '.join(sorted(unknown))}")
    if options.peers is not None:
        peers = {s.strip() for s in options.peers.split(",") if s.strip()}
        unknown = peers - set(PEERS)
        if unknown:
            parser.error(f"--peers: expected kawa, chez, guile or java, got "
                         f"{', '.join(sorted(unknown))}")
        options.skip |= set(PEERS) - peers
    if options.rounds < 1:
        parser.error(f"--rounds: expected a positive number, got {options.rounds}")
    return options


def available_systems(options, toolchain):
    """The selected systems that are installed, and a line for each that is not."""
    systems, missing = [], []
    for system in SYSTEMS:
        if system in options.skip:
            continue
        tool = {"chez": "scheme", "guile": "guile", "java": toolchain.javac}.get(system)
        if tool and not shutil.which(tool):
            missing.append(f"{SYSTEM_TITLES[system]} is not installed (no `{tool}` on the PATH); "
                           f"its columns are left out")
            continue
        systems.append(system)
    return systems, missing


# ----------------------------------------------------------------------------------------
# Programs


def select_programs(options):
    """The project's programs and, when the suite checkout exists, the suite's; then --only."""
    programs = sorted((read_program(path) for path in PROGRAM_DIR.glob("*.scm")),
                      key=lambda p: p.name)
    suite = Path(options.suite)
    note = None
    if options.check:
        # The suite has no small inputs: --check runs the project's programs only.
        note = "--check runs the project's programs only (r7rs-benchmarks programs are not checked)"
    elif (suite / "src").is_dir() and (suite / "inputs").is_dir():
        programs += [read_suite_program(suite, name) for name in SUITE_PROGRAMS
                     if (suite / "src" / f"{name}.scm").exists()
                     and (suite / "inputs" / f"{name}.input").exists()]
        absent = [name for name in SUITE_PROGRAMS if not (suite / "src" / f"{name}.scm").exists()
                  or not (suite / "inputs" / f"{name}.input").exists()]
        if absent:
            note = (f"r7rs-benchmarks programs without a source or input in {suite}: "
                    + ", ".join(absent))
    else:
        note = (f"no r7rs-benchmarks checkout at {suite} (src/ and inputs/): only the project's "
                f"programs run; see README.md to add the suite")
    if not options.only:
        return programs, note
    wanted = [name.strip() for name in options.only.split(",") if name.strip()]
    known = {p.name: p for p in programs}
    missing = [name for name in wanted if name not in known]
    if missing:
        raise SystemExit(f"run: --only: no program named {', '.join(missing)}"
                         + (f" ({note})" if note else ""))
    return [known[name] for name in wanted], note


def read_program(path):
    text = path.read_text()
    headers = dict(re.findall(r"^;; ([a-z-]+): (.*)$", text, re.MULTILINE))
    for key in ("expect", "check-size", "check-expect"):
        if key not in headers:
            raise SystemExit(f"run: {path.name}: expected a ';; {key}:' header, found none")
    read_definition(text, "bench-size")
    read_definition(text, "bench-repeat")
    name = path.stem
    twin = headers.get("java-twin", "").strip() or camel_case(name)
    java_source = JAVA_DIR / (twin + ".java")
    systems = tuple(headers["systems"].split()) if "systems" in headers else SYSTEMS
    unknown = set(systems) - set(SYSTEMS)
    if unknown:
        raise SystemExit(f"run: {path.name}: ';; systems:' names unknown systems "
                         f"{', '.join(sorted(unknown))}")
    return Program(name, path, headers["expect"].strip(), headers["check-size"].strip(),
                   headers["check-expect"].strip(), headers.get("kawa-flags", "").split(),
                   java_source if java_source.exists() else None, systems)


def read_suite_program(suite, name):
    systems = tuple(s for s in SYSTEMS if s != "java")
    return Program(SUITE_PREFIX + name, suite / "src" / f"{name}.scm", "ok", None, None, [],
                   None, systems, suite / "inputs" / f"{name}.input")


def read_definition(text, variable):
    match = re.search(rf"^\(define {variable} (.*)\)$", text, re.MULTILINE)
    if not match:
        raise SystemExit(f"run: expected a line '(define {variable} ...)' in a program, found none")
    return match.group(1)


def program_source(program):
    """The text every system compiles, before its own prelude: a project program reads its size
    and repeat count from standard input; a suite program gets the driver and a call of its entry
    procedure (suite_entry)."""
    text = program.path.read_text()
    if program.suite:
        return (text + "\n" + (PRELUDE_DIR / "r7rs-driver.scm").read_text()
                + f"\n({suite_entry(text)})\n")
    text = re.sub(r"^\(define bench-size .*\)$", "(define bench-size (read))",
                  text, count=1, flags=re.MULTILINE)
    text = re.sub(r"^\(define bench-repeat .*\)$", "(define bench-repeat (read))",
                  text, count=1, flags=re.MULTILINE)
    form = import_form(text)
    if form and "(scheme read)" not in text[form[0]:form[1]]:
        text = text[:form[1] - 1] + " (scheme read))" + text[form[1]:]
    return text


def suite_entry(text):
    """The procedure that starts a suite program: most define main; a few (fft in some versions
    of the suite) define run-benchmark instead, which the suite's own postlude calls."""
    # Some versions of the suite indent the definition (ntakl).
    if re.search(r"^\s*\(define \(main\)", text, re.MULTILINE):
        return "main"
    if re.search(r"^\s*\(define \(run-benchmark\)", text, re.MULTILINE):
        return "run-benchmark"
    return "main"


def program_input(program, check):
    """What a run reads on standard input."""
    if program.suite:
        return program.input_path.read_text()
    if check:
        return f"{strip_quote(program.check_size)}\n1\n"
    return f"{strip_quote(program.size_text())}\n{program.repeat_text()}\n"


def import_form(text):
    """The span (start, end) of the program's top-level import form, or None."""
    match = re.search(r"^\(import\b", text, re.MULTILINE)
    if not match:
        return None
    depth = 0
    for index in range(match.start(), len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return match.start(), index + 1
    return None


def with_prelude(text, prelude):
    """The program with its import form replaced by a system's prelude."""
    form = import_form(text)
    if form is None:
        return prelude + "\n" + text
    return text[:form[0]] + prelude + "\n" + text[form[1]:]


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


def tool_version(command):
    try:
        probe = subprocess.run(command, capture_output=True, text=True, timeout=30,
                               stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    return ((probe.stdout + probe.stderr).strip().splitlines() or ["unknown"])[0].strip()


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
        self.chez_exports = None
        # The one-minute load average before and after the rounds (the report's machine line).
        self.load = []

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

    def chez_prelude(self, text):
        """Chez's prelude for a program: an R6RS program may not define a name it imports, so
        the names the program defines at top level are left out of the (chezscheme) import."""
        if self.chez_exports is None:
            listed = subprocess.run(["scheme", "-q"], input="(for-each (lambda (s) (display s) "
                                    "(newline)) (library-exports '(chezscheme)))",
                                    capture_output=True, text=True)
            self.chez_exports = set(listed.stdout.split())
        defined = set(re.findall(r"^\(define(?:-syntax)?\s+\(?([^\s()]+)", text, re.MULTILINE))
        clashes = sorted((defined & self.chez_exports) - {"define-record-type"})
        prelude = (PRELUDE_DIR / "chez.scm").read_text()
        return prelude.replace("(except (chezscheme) define-record-type",
                               " ".join(["(except (chezscheme) define-record-type"] + clashes), 1)

    def guile_env(self):
        # Guile keeps its compiled files under $XDG_CACHE_HOME; a fresh one per harness run.
        return dict(os.environ, XDG_CACHE_HOME=str(self.work / "guile-cache"))

    def prepare(self, program, system):
        """Compiles one program for one system; returns the cell to run or a failure cell."""
        if system not in program.systems:
            return Cell(failure="none", detail="not in this system's dialect")
        stdin = program_input(program, self.options.check)
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
            # The Java twin gets the same size and repeat count, as arguments.
            return Cell(command=[java, "-cp", str(directory), class_name, *stdin.split()],
                        compile_ms=compiled.wall_ms)
        text = program_source(program)
        source = directory / (program.class_name + ".scm")
        if system == "chez":
            # Chez has no (scheme base): its prelude replaces the program's import form.
            source.write_text(with_prelude(text, self.chez_prelude(text)))
            return Cell(command=["scheme", "--optimize-level", CHEZ_OPTIMIZE_LEVEL, "--program",
                                 str(source)], stdin=stdin)
        source.write_text(text)
        if system == "guile":
            # Users run Guile's compiled code: compile the file into Guile's cache first (as
            # auto-compilation does on a first run), so that timed runs load the compiled file.
            env = self.guile_env()
            # --r7rs: R7RS's reader syntax, such as |837| for a symbol in browse's input.
            compiled = timed_run(["guile", "--r7rs", "-c",
                                  GUILE_COMPILE.format(path=json.dumps(str(source)))],
                                 self.options.timeout, env=env)
            if compiled.failure:
                return compile_failure(compiled)
            return Cell(command=["guile", "--r7rs", str(source)], env=env, stdin=stdin,
                        compile_ms=compiled.wall_ms)
        if system == "kawa":
            compiled = timed_run([java, "-jar", str(self.kawa_jar), *program.kawa_flags,
                                  "-d", str(directory), "--main", "-C", str(source)],
                                 self.options.timeout)
            # Kawa exits non-zero on compile errors; the class file is checked too.
            if compiled.failure or not (directory / (program.class_name + ".class")).exists():
                return compile_failure(compiled)
            return Cell(command=[java, "-cp", f"{self.kawa_jar}{os.pathsep}{directory}",
                                 program.class_name], stdin=stdin, compile_ms=compiled.wall_ms)
        jar = directory / (program.class_name + ".jar")
        compiled = timed_run([str(self.kopi_launcher), "compile", "--jar", str(jar), str(source)],
                             self.options.timeout, env=self.kopi_env())
        if compiled.failure or not jar.exists():
            return compile_failure(compiled)
        return Cell(command=[java, "-jar", str(jar)], stdin=stdin, compile_ms=compiled.wall_ms)


# Compiles a file the way Guile's auto-compilation does, into the cache it loads from.
GUILE_COMPILE = ("(use-modules (system base compile)) "
                 "(let ((file {path})) (compile-file file #:output-file (compiled-file-name file)))")


def strip_quote(size_text):
    return size_text[1:] if size_text.startswith("'") else size_text


@dataclass
class RunResult:
    wall_ms: float
    returncode: int | None
    stdout: str
    stderr: str
    failure: str | None


def timed_run(command, timeout, env=None, stdin=None, cwd=None):
    start = time.perf_counter()
    try:
        completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                                   env=env, input=stdin, cwd=cwd,
                                   stdin=None if stdin is not None else subprocess.DEVNULL)
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
                outcome = timed_run(cell.command, context.options.timeout, env=cell.env,
                                    stdin=cell.stdin, cwd=cell.cwd)
                judge(cell, outcome, expected)
                status = cell.failure or f"{milliseconds(cell.loop_ms[-1])} ms"
                log(f"  {program.name:14} {system:5} {status}")


def judge(cell, outcome, expected):
    lines = [line.rstrip() for line in outcome.stdout.splitlines() if line.strip()]
    timing = [line for line in lines if line.startswith("time-us:")]
    # The result is the line just before the timing: a suite program may print other lines first
    # (gcbench's banner), and the driver's "ok" comes last.
    before = lines[:lines.index(timing[0])] if timing else lines
    result = before[-1] if before else None
    if outcome.failure:
        cell.failure = outcome.failure
        cell.detail = first_lines(outcome.stderr or outcome.stdout)
    elif result is None or not same_result(result, expected):
        cell.failure = "wrong result"
        cell.detail = f"expected {expected}, got {result if result is not None else 'nothing'}"
    elif not timing or not re.fullmatch(r"time-us: *\d+", timing[0]):
        cell.failure = "no time-us"
        cell.detail = f"expected a line 'time-us: N', got {timing[0] if timing else 'none'}"
    else:
        # Microseconds, so that a loop of 15-20 ms is not rounded down by up to a twentieth.
        cell.loop_ms.append(int(timing[0].split(":")[1]) / 1000)
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


@dataclass
class RatioTable:
    """Kopi's loop time over each peer's, program by program (medians of per-round ratios)."""

    peers: list
    rows: list  # (program, {peer: ratio or None})

    def values(self, peer, keep=lambda program: True):
        return [(program, ratios[peer]) for program, ratios in self.rows
                if ratios.get(peer) is not None and keep(program)]


def ratio_table(programs, cells, systems, attribute="loop_ms"):
    peers = [s for s in systems if s != "kopi"] if "kopi" in systems else []
    rows = []
    for program in programs:
        row = cells[program.name]
        ratios = {peer: round_ratio(row["kopi"], row[peer], attribute) for peer in peers}
        if any(value is not None for value in ratios.values()):
            rows.append((program, ratios))
    return RatioTable(peers, rows)


def round_ratio(top, bottom, attribute):
    """The median over rounds of top's time over bottom's in the same round. A loop time of 0
    counts as half a microsecond (the program printed whole microseconds)."""
    if top.failure or bottom.failure:
        return None
    pairs = list(zip(getattr(top, attribute), getattr(bottom, attribute)))
    if not pairs:
        return None
    return statistics.median(max(a, 0.0005) / max(b, 0.0005) for a, b in pairs)


def bench_report(programs, cells, systems, toolchain, rounds, table, startup, notes, plots,
                 context):
    versions = [f"JVM (Kopi, Kawa, Java): {toolchain.version}"]
    if "chez" in systems:
        versions.append(f"Chez Scheme {tool_version(['scheme', '--version'])} "
                        f"(`--optimize-level {CHEZ_OPTIMIZE_LEVEL} --program`)")
    if "guile" in systems:
        versions.append(f"{tool_version(['guile', '--version'])} (compiled code)")
    out = [f"# Kopi benchmarks\n\n" + "; ".join(versions) + f".\n\n{machine_line(context)}\n\n"
           f"Medians of {rounds} "
           f"interleaved rounds; a ratio is Kopi's time over the other system's, taken within each "
           f"round (median over rounds): below 1 means Kopi is faster.\n"]
    out.append("## Summary: the targets of issue 21\n")
    out.extend(f"- {line}" for line in summary_lines(table, startup, systems))
    out.append("")
    if plots:
        out.append("Plots: " + ", ".join(f"[{plot}]({plot}) ({context.work / plot})"
                                         for plot in plots) + "\n")
    if "ratios.svg" in plots:
        out.append("![Kopi's time over each peer's](ratios.svg)\n")
    for title, attribute in (("Benchmark loop (ms; the program prints microseconds)", "loop_ms"),
                             ("Whole process (wall clock, includes start-up and, for Chez, "
                              "compilation)", "process_ms")):
        section = table if attribute == "loop_ms" else ratio_table(programs, cells, systems,
                                                                   attribute)
        peers = section.peers
        out.append(f"## {title}\n")
        out.append("| program | " + " | ".join(SYSTEM_TITLES[s] + " ms" for s in systems)
                   + "".join(f" | Kopi/{SYSTEM_TITLES[p]}" for p in peers) + " |")
        out.append("|---" * (len(systems) + len(peers) + 1) + "|")
        ratios_by_program = {program.name: ratios for program, ratios in section.rows}
        for program in programs:
            row = cells[program.name]
            text = [cell_text(row[s], median_of(row[s], attribute)) for s in systems]
            ratios = ratios_by_program.get(program.name, {})
            text += [f"{ratios[p]:.2f}" if ratios.get(p) is not None else "-" for p in peers]
            out.append(f"| {program.name} | " + " | ".join(text) + " |")
        means = [geometric_mean([v for _, v in section.values(p)]) for p in peers]
        out.append("| **geometric mean** | " + " | ".join("" for _ in systems)
                   + "".join(f" | **{m:.2f}**" if m else " | -" for m in means) + " |")
        out.append("")
    failures = []
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
    if notes:
        out.append("Notes:\n")
        out.extend(f"- {note}" for note in notes)
        out.append("")
    return "\n".join(out)


def summary_lines(table, startup, systems):
    """One line per target of issue 21: the measured value and whether the target is met."""
    def met(condition):
        return "**met**" if condition else "**not met**"

    def listed(pairs):
        return ", ".join(f"{program.name} {value:.1f}x" for program, value in
                         sorted(pairs, key=lambda pair: -pair[1]))

    lines = []
    if "kopi" not in systems:
        return ["Kopi was not run: no targets to check."]
    chez = table.values("chez") if "chez" in table.peers else []
    if chez:
        mean = geometric_mean([v for _, v in chez])
        above = [(p, v) for p, v in chez if v > TARGET_CHEZ_WORST]
        lines.append(f"Kopi/Chez geometric mean {mean:.2f} over {len(chez)} programs "
                     f"(target <= {TARGET_CHEZ_MEAN}): {met(mean <= TARGET_CHEZ_MEAN)}; programs "
                     f"above {TARGET_CHEZ_WORST:.0f}x: {len(above)} (target none): "
                     f"{met(not above)}" + (f"; {listed(above)}" if above else ""))
    else:
        lines.append("Kopi/Chez: not measured (Chez not run or no program ran on both)")
    guile = table.values("guile") if "guile" in table.peers else []
    if guile:
        mean = geometric_mean([v for _, v in guile])
        faster = sum(1 for _, v in guile if v < 1)
        share = faster / len(guile)
        slower = [(p, v) for p, v in guile if v >= 1]
        lines.append(f"Kopi/Guile geometric mean {mean:.2f} over {len(guile)} programs "
                     f"(target < 1): {met(mean < 1)}; Kopi faster on {faster} of {len(guile)} "
                     f"(target >= 3/4): {met(share >= TARGET_GUILE_SHARE)}"
                     + (f"; slower on {listed(slower[:8])}" if slower else ""))
    else:
        lines.append("Kopi/Guile: not measured (Guile not run or no program ran on both)")
    java = table.values("java", lambda program: not program.typed) if "java" in table.peers else []
    if java:
        mean = geometric_mean([v for _, v in java])
        lines.append(f"untyped Kopi/Java geometric mean {mean:.2f} over {len(java)} programs with "
                     f"Java twins (target <= {TARGET_UNTYPED_JAVA}): "
                     f"{met(mean <= TARGET_UNTYPED_JAVA)}; {listed(java)}")
    typed = table.values("java", lambda program: program.typed) if "java" in table.peers else []
    if typed:
        worst = max(v for _, v in typed)
        lines.append(f"typed Kopi/Java at most {worst:.2f} over {len(typed)} programs (target "
                     f"<= {TARGET_TYPED_JAVA} each): {met(worst <= TARGET_TYPED_JAVA)}; "
                     f"{listed(typed)}")
    if not java and not typed:
        lines.append("Kopi/Java: not measured (Java not run or no program with a Java twin)")
    if startup and startup.kopi_over_java is not None:
        lines.append(f"start-up `kopi -e` / `java Hello` {startup.kopi_over_java:.2f} (target <= "
                     f"{TARGET_STARTUP}): {met(startup.kopi_over_java <= TARGET_STARTUP)}")
    else:
        lines.append("start-up: not measured")
    return lines


def median_of(cell, attribute):
    values = getattr(cell, attribute)
    return statistics.median(values) if values and not cell.failure else None


def machine_line(context):
    """The machine the figures come from: the ratios against Chez moved by a tenth between two
    2-core machines of the same kind of cloud host (sessions 23 and 24)."""
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = " and ".join(f"{value:.2f}" for value in context.load) or "not measured"
    return (f"Machine: {model}, {os.cpu_count()} CPUs; one-minute load average before and after "
            f"the rounds: {load}.")


def cell_text(cell, median):
    if cell.failure == "none":
        return "-"
    if cell.failure:
        return f"fails ({cell.failure})"
    return milliseconds(median)


def milliseconds(ms):
    """A time in milliseconds as the report prints it: a tenth of a millisecond below 100 ms."""
    return f"{ms:.1f}" if ms < 100 else f"{ms:.0f}"


def ratio(top, bottom):
    if top is None or bottom is None or bottom <= 0 or top <= 0:
        return None
    return top / bottom


def geometric_mean(values):
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def check_report(programs, cells, systems, missing):
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
    out.extend(f"\n- {line}" for line in missing)
    # A cell without a version for its system ("none") is not a failure of the check.
    for row in cells.values():
        for cell in row.values():
            if cell.failure == "none":
                cell.failure = None
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------------------------------
# Plots: SVG written here, no plotting library.

PEER_COLOURS = {"kawa": "#8c6d31", "chez": "#d62728", "guile": "#2ca02c", "java": "#1f77b4"}


def svg_text(x, y, text, size=11, anchor="start", weight="normal", colour="#222"):
    escaped = str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{colour}">{escaped}</text>')


def ratio_plot(table, systems):
    """Horizontal bars on a log scale, one group per program and one bar per peer, drawn from
    the line at 1.0: to the left Kopi is faster, to the right slower."""
    rows = list(table.rows)
    means = {peer: geometric_mean([v for _, v in table.values(peer)]) for peer in table.peers}
    values = [v for _, ratios in rows for v in ratios.values() if v is not None]
    low = min([0.5] + values)
    high = max([2.0] + values)
    lo_exp, hi_exp = math.floor(math.log10(low)), math.ceil(math.log10(high))
    left, width, bar, gap, top = 170, 620, 6, 8, 70
    peers = table.peers
    group = bar * len(peers) + gap
    height = top + group * (len(rows) + 1) + 60

    def x_of(value):
        return left + (math.log10(value) - lo_exp) / (hi_exp - lo_exp) * width

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 40}" '
           f'height="{height}" font-family="sans-serif">',
           f'<rect width="100%" height="100%" fill="white"/>',
           svg_text(left, 20, "Kopi's benchmark-loop time over each peer's (log scale)", 14,
                    weight="bold"),
           svg_text(left, 38, "left of 1.0: Kopi is faster; right: Kopi is slower", 11)]
    for index, peer in enumerate(peers):
        lx = left + index * 120
        out.append(f'<rect x="{lx}" y="48" width="12" height="10" fill="{PEER_COLOURS[peer]}"/>')
        out.append(svg_text(lx + 16, 57, f"Kopi/{SYSTEM_TITLES[peer]}", 11))
    bottom = top + group * (len(rows) + 1)
    for exponent in range(lo_exp, hi_exp + 1):
        for mantissa in (1, 2, 5):
            value = mantissa * 10 ** exponent
            if value > 10 ** hi_exp:
                break
            x = x_of(value)
            major = mantissa == 1
            out.append(f'<line x1="{x:.1f}" y1="{top - 4}" x2="{x:.1f}" y2="{bottom}" '
                       f'stroke="{"#bbb" if major else "#e4e4e4"}" stroke-width="1"/>')
            label = f"{value:g}"
            out.append(svg_text(x, bottom + 16, label, 10, "middle"))
    one = x_of(1.0)
    entries = rows + [(None, means)]
    for index, (program, ratios) in enumerate(entries):
        y = top + index * group
        name = program.name if program else "geometric mean"
        out.append(svg_text(left - 8, y + group / 2, name, 11, "end",
                            "bold" if program is None else "normal"))
        for position, peer in enumerate(peers):
            value = ratios.get(peer)
            if value is None:
                continue
            x = x_of(value)
            out.append(f'<rect x="{min(x, one):.1f}" y="{y + position * bar:.1f}" '
                       f'width="{max(abs(x - one), 1):.1f}" height="{bar - 1}" '
                       f'fill="{PEER_COLOURS[peer]}"><title>{name}: Kopi/{SYSTEM_TITLES[peer]} '
                       f'{value:.2f}</title></rect>')
    out.append(f'<line x1="{one:.1f}" y1="{top - 8}" x2="{one:.1f}" y2="{bottom}" stroke="black" '
               f'stroke-width="1.5"/>')
    out.append(svg_text(left + width / 2, bottom + 34, "Kopi time / peer time", 11, "middle"))
    out.append("</svg>\n")
    return "\n".join(out)


def line_panel(x0, y0, width, height, title, series, y_label):
    """One line chart on linear axes from 0: series is {label: (colour, [(x, y), ...])}."""
    points = [point for _, data in series.values() for point in data]
    out = [svg_text(x0, y0 - 12, title, 13, weight="bold")]
    if not points:
        out.append(svg_text(x0, y0 + 20, "no data", 11))
        return out
    x_max = max(x for x, _ in points) * 1.05
    y_step = nice_step(max(y for _, y in points) / 5)
    y_max = y_step * (math.floor(max(y for _, y in points) / y_step) + 1)

    def at(x, y):
        return x0 + x / x_max * width, y0 + height - y / y_max * height

    out.append(f'<rect x="{x0}" y="{y0}" width="{width}" height="{height}" fill="none" '
               f'stroke="#888"/>')
    for step in range(1, round(y_max / y_step)):
        y = y_step * step
        _, py = at(0, y)
        out.append(f'<line x1="{x0}" y1="{py:.1f}" x2="{x0 + width}" y2="{py:.1f}" '
                   f'stroke="#eee"/>')
        out.append(svg_text(x0 - 4, py + 4, f"{y:.0f}", 10, "end"))
    for x in sorted({x for x, _ in points}):
        px, _ = at(x, 0)
        out.append(svg_text(px, y0 + height + 14, f"{round(x / 1000):g}k", 10, "middle"))
    out.append(svg_text(x0 + width / 2, y0 + height + 30, "lines in the file", 11, "middle"))
    out.append(svg_text(x0 - 40, y0 - 2, y_label, 10))
    for index, (label, (colour, data)) in enumerate(series.items()):
        data = sorted(data)
        coordinates = " ".join(f"{px:.1f},{py:.1f}" for px, py in (at(x, y) for x, y in data))
        if data:
            out.append(f'<polyline points="{coordinates}" fill="none" stroke="{colour}" '
                       f'stroke-width="2"/>')
        for x, y in data:
            px, py = at(x, y)
            out.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="3" fill="{colour}">'
                       f'<title>{label}: {x} lines, {y:.0f} ms</title></circle>')
        out.append(f'<rect x="{x0 + 10}" y="{y0 + 10 + index * 16}" width="12" height="3" '
                   f'fill="{colour}"/>')
        out.append(svg_text(x0 + 26, y0 + 15 + index * 16, label, 10))
    return out


def nice_step(raw):
    """1, 2 or 5 times a power of ten, at least raw."""
    if raw <= 0:
        return 1
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def scaling_plot(scaling):
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="900" height="360" '
           'font-family="sans-serif">', '<rect width="100%" height="100%" fill="white"/>']
    compile_series = {f"{SYSTEM_TITLES[system]} compile": (colour, scaling.compile_points(system))
                      for system, colour in (("kopi", "#9467bd"), ("kawa", PEER_COLOURS["kawa"]))
                      if system in scaling.systems}
    out += line_panel(60, 40, 360, 260, "Compile time (median, wall clock)", compile_series, "ms")
    lsp_series = {label: (colour, points) for label, colour, points in scaling.lsp_series()}
    out += line_panel(510, 40, 360, 260, "Language server: edit to diagnostics (p50)",
                      lsp_series, "ms")
    out.append("</svg>\n")
    return "\n".join(out)


# ----------------------------------------------------------------------------------------
# Start-up


@dataclass
class Startup:
    rows: list = field(default_factory=list)   # (system title, command text, median ms or None)
    problems: list = field(default_factory=list)
    kopi_over_java: float | None = None
    aot_rows: list = field(default_factory=list)
    aot_note: str = ""

    def report(self):
        out = ["## Start-up (print \"hi\"; wall clock)\n",
               "| system | command | median ms | Kopi/system |", "|---|---|---|---|"]
        kopi = next((ms for title, _, ms in self.rows if title == "Kopi"), None)
        for title, command, ms in self.rows:
            relative = ratio(kopi, ms)
            out.append(f"| {title} | `{command}` | " + (f"{ms:.0f}" if ms is not None else "fails")
                       + " | " + (f"{relative:.2f}" if relative else "-") + " |")
        out.append("")
        if self.aot_rows:
            out.append("JDK 25 and its ahead-of-time cache (JEP 483/514), a separate measurement: "
                       "the launcher does not use it.\n")
            out.append("| JDK 25 | median ms | over JDK 25 `java Hello` |")
            out.append("|---|---|---|")
            hello = next((ms for label, ms in self.aot_rows if label.startswith("java Hello")),
                         None)
            for label, ms in self.aot_rows:
                relative = ratio(ms, hello)
                out.append(f"| `{label}` | " + (f"{ms:.0f}" if ms is not None else "fails")
                           + " | " + (f"{relative:.2f}" if relative else "-") + " |")
            out.append("")
        if self.aot_note:
            out.append(self.aot_note + "\n")
        out.extend(f"- {problem}" for problem in self.problems)
        return "\n".join(out) + "\n"


def interleaved_medians(commands, rounds, timeout, expected="hi"):
    """Runs each named command once per round, interleaved; medians of wall time or failures."""
    times = {name: [] for name in commands}
    failed = {}
    for _ in range(rounds):
        for name, command in commands.items():
            if name in failed:
                continue
            outcome = timed_run(command, timeout)
            if outcome.failure or outcome.stdout.strip() != expected:
                failed[name] = (outcome.failure or f"printed {outcome.stdout.strip()[:40]!r}") \
                    + (f": {first_lines(outcome.stderr)}" if outcome.stderr.strip() else "")
            else:
                times[name].append(outcome.wall_ms)
    return {name: statistics.median(times[name]) if times[name] and name not in failed else None
            for name in commands}, failed


def measure_startup(context, rounds):
    """Start-up: print "hi" from an expression (Kopi, Kawa) and from a Java class; and, on JDK
    25, Kopi with and without an ahead-of-time cache."""
    java = context.toolchain.java
    rounds = max(rounds, 5)
    startup = Startup()
    commands = {}
    labels = {"kopi": f"kopi -e '{STARTUP_EXPRESSION}' (the launcher's java command)",
              "kawa": f"java -jar kawa.jar -e '{STARTUP_EXPRESSION}'", "java": "java Hello"}
    if "kopi" in context.systems:
        # The launcher built the jar (and its class-data-sharing archive) in warm_up_kopi; the
        # timed runs call the java command it would run, so that its staleness check (a find
        # over the sources) is not counted but its JVM options are.
        warm = context.kopi_warm
        if warm.failure or not context.kopi_jar.exists():
            startup.problems.append(f"Kopi: {warm.failure or 'no kopi.jar'}: "
                                    f"{first_lines(warm.stderr or warm.stdout)}")
        else:
            commands["kopi"] = kopi_java_command(context, ["-e", STARTUP_EXPRESSION])
    if "kawa" in context.systems:
        commands["kawa"] = [java, "-jar", str(context.kawa_jar), "-e", STARTUP_EXPRESSION]
    hello_dir = context.work / "startup"
    hello_dir.mkdir(parents=True, exist_ok=True)
    compiled = timed_run([context.toolchain.javac, "-d", str(hello_dir),
                          str(JAVA_DIR / "Hello.java")], context.options.timeout)
    if compiled.failure:
        startup.problems.append(f"Java: javac Hello.java: {first_lines(compiled.stderr)}")
    else:
        commands["java"] = [java, "-cp", str(hello_dir), "Hello"]
    medians, failed = interleaved_medians(commands, rounds, context.options.timeout)
    for system in commands:
        startup.rows.append((SYSTEM_TITLES[system], labels[system], medians[system]))
        if system in failed:
            startup.problems.append(f"{SYSTEM_TITLES[system]}: {failed[system]}")
    startup.kopi_over_java = ratio(medians.get("kopi"), medians.get("java"))
    if "kopi" in commands and "java" in commands:
        measure_aot(context, startup, rounds, hello_dir)
    return startup


# A workload for the ahead-of-time cache's training run: what a typical small program loads.
AOT_TRAINING = ('(define (f n) (if (< n 2) n (+ (f (- n 1)) (f (- n 2))))) (display (f 10)) '
                '(newline) (write (map (lambda (x) (* x 1.5)) (list 1 2 3))) '
                '(display (string-append "a" (number->string 42)))')


def measure_aot(context, startup, rounds, hello_dir):
    jdk = Path(context.options.jdk25)
    java25 = jdk / "bin" / "java"
    if not java25.exists():
        startup.aot_note = f"JDK 25 ahead-of-time cache: not measured (no {java25}; --jdk25 DIR)"
        return
    jar = str(context.kopi_jar)
    cache = context.work / "startup" / "kopi.aot"
    # JEP 514: one training run records and creates the cache.
    created = timed_run([str(java25), f"-XX:AOTCacheOutput={cache}", "-jar", jar, "-e",
                         AOT_TRAINING], context.options.timeout)
    commands = {
        "java Hello": [str(java25), "-cp", str(hello_dir), "Hello"],
        f"java -jar kopi.jar -e '{STARTUP_EXPRESSION}'": [str(java25), "-Xshare:auto", "-jar", jar,
                                                          "-e", STARTUP_EXPRESSION],
    }
    if created.failure or not cache.exists():
        startup.problems.append(f"JDK 25: creating the AOT cache failed: "
                                f"{first_lines(created.stderr or created.stdout)}")
    else:
        commands[f"java -XX:AOTCache=kopi.aot -jar kopi.jar -e '{STARTUP_EXPRESSION}'"] = [
            str(java25), f"-XX:AOTCache={cache}", "-jar", jar, "-e", STARTUP_EXPRESSION]
    medians, failed = interleaved_medians(commands, rounds, context.options.timeout)
    startup.aot_rows = [(label, medians[label]) for label in commands]
    startup.problems.extend(f"JDK 25 `{label}`: {reason}" for label, reason in failed.items())
    size = cache.stat().st_size / 1e6 if cache.exists() else 0
    startup.aot_note = (f"The cache ({size:.0f} MB) was made by one training run "
                        f"(`-XX:AOTCacheOutput`, {created.wall_ms / 1000:.1f} s) of a small program.")


def kopi_java_command(context, arguments):
    """The java command line that ./kopi runs for these arguments (its JVM options included),
    or java -jar kopi.jar when the launcher cannot tell."""
    env = dict(context.kopi_env(), KOPI_PRINT_JAVA_COMMAND="1")
    result = subprocess.run([str(context.kopi_launcher)] + arguments, capture_output=True,
                            text=True, env=env, stdin=subprocess.DEVNULL)
    command = shlex.split(result.stdout.strip()) if result.returncode == 0 else []
    # The launcher runs the jar as -cp kopi.jar kopi.server.Main (older ones: -jar kopi.jar).
    if "-jar" in command or "kopi.server.Main" in command:
        return command
    return [context.toolchain.java, "-jar", str(context.kopi_jar)] + arguments


# ----------------------------------------------------------------------------------------
# Scaling: compile time and the language server's latency against file size

SCALING_LINES = (1000, 5000, 20000, 50000)
LINES_PER_BLOCK = 39  # generated_module writes about this many lines per block
LSP_EDITS = 20


@dataclass
class Scaling:
    systems: list
    lines: dict = field(default_factory=dict)        # target lines -> actual lines
    times: dict = field(default_factory=dict)        # (system, target) -> [ms]
    failed: dict = field(default_factory=dict)       # (system, target) -> reason
    lsp: dict = field(default_factory=dict)          # lines -> {measure: ms}
    lsp_problem: str = ""

    def has_data(self):
        return any(self.times.values()) or bool(self.lsp)

    def compile_points(self, system):
        return [(self.lines[target], statistics.median(self.times[(system, target)]))
                for target in SCALING_LINES if self.times.get((system, target))]

    def lsp_series(self):
        labels = (("first", "reader diagnostics", "#17becf"),
                  ("full", "full diagnostics", "#9467bd"))
        return [(label, colour, [(lines, values[key]) for lines, values in sorted(self.lsp.items())
                                 if key in values])
                for key, label, colour in labels]

    def report(self):
        out = ["## Scaling: compile time (generated files; wall clock includes JVM start-up)\n",
               "| system | lines | median ms | lines/s | time over the previous size | "
               "lines over the previous size |", "|---|---|---|---|---|---|"]
        for system in self.systems:
            previous = None
            for target in SCALING_LINES:
                lines = self.lines[target]
                if (system, target) in self.failed or not self.times.get((system, target)):
                    out.append(f"| {SYSTEM_TITLES[system]} | {lines} | fails | - | - | - |")
                    previous = None
                    continue
                value = statistics.median(self.times[(system, target)])
                growth = f"{value / previous[1]:.2f}x" if previous else "-"
                lines_growth = f"{lines / previous[0]:.2f}x" if previous else "-"
                out.append(f"| {SYSTEM_TITLES[system]} | {lines} | {value:.0f} | "
                           f"{lines / (value / 1000):.0f} | {growth} | {lines_growth} |")
                previous = (lines, value)
        out.append("")
        out.extend(f"- {SYSTEM_TITLES[s]} at {t} lines: {reason}"
                   for (s, t), reason in self.failed.items())
        out.append("\n## Scaling: the language server's edit-to-diagnostics latency\n")
        if self.lsp:
            out.append(f"One-character edits at random lines, {LSP_EDITS} per size after a "
                       "warm-up, over JSON-RPC in one process (DiagnosticsLatencyBenchmark "
                       "`scaling`): the first publication (the reader's diagnostics) and the full "
                       "set after expansion, with the default debounce and form reuse.\n")
            out.append("| lines | reader diagnostics p50 ms | full diagnostics p50 ms | "
                       "full p95 ms |")
            out.append("|---|---|---|---|")
            for lines, values in sorted(self.lsp.items()):
                out.append(f"| {lines} | " + " | ".join(
                    f"{values[key]:.1f}" if key in values else "-"
                    for key in ("first", "full", "full95")) + " |")
            out.append("")
        if self.lsp_problem:
            out.append(f"- language server: {self.lsp_problem}\n")
        return "\n".join(out) + "\n"


def measure_scaling(context, rounds):
    """Compile time against file size (generated modules, interleaved rounds) and the language
    server's latency on the same sizes."""
    directory = context.work / "compile-speed"
    directory.mkdir(parents=True, exist_ok=True)
    java = context.toolchain.java
    commands = {}
    if "kopi" in context.systems:
        commands["kopi"] = lambda source, out: [java, "-jar", str(context.kopi_jar), "compile",
                                                "-d", str(out), str(source)]
    if "kawa" in context.systems:
        commands["kawa"] = lambda source, out: [java, "-jar", str(context.kawa_jar), "-d",
                                                str(out), "-C", str(source)]
    scaling = Scaling(list(commands))
    sources = {}
    for target in SCALING_LINES:
        source = directory / f"generated_{target}.scm"
        text = generated_module(max(1, target // LINES_PER_BLOCK))
        source.write_text(text)
        sources[target] = source
        scaling.lines[target] = text.count("\n")
    for round_number in range(rounds):
        log(f"run: scaling, round {round_number + 1} of {rounds}")
        for target in SCALING_LINES:
            for system, command in commands.items():
                if (system, target) in scaling.failed:
                    continue
                out_dir = directory / f"{system}-{target}-{round_number}"
                outcome = timed_run(command(sources[target], out_dir), context.options.timeout)
                produced = out_dir.exists() and any(out_dir.rglob("*.class"))
                if outcome.failure or not produced:
                    scaling.failed[(system, target)] = (outcome.failure or "no class files") \
                        + ": " + first_lines(outcome.stderr or outcome.stdout)
                else:
                    scaling.times.setdefault((system, target), []).append(outcome.wall_ms)
                shutil.rmtree(out_dir, ignore_errors=True)
    if "kopi" in context.systems and not context.options.no_lsp:
        measure_lsp(context, scaling)
    return scaling


def measure_lsp(context, scaling):
    """Runs DiagnosticsLatencyBenchmark (language-server's tests) once per size."""
    log("run: scaling, building the language server's tests for the latency benchmark")
    classpath_file = REPO_ROOT / "language-server" / "target" / "bench-classpath.txt"
    built = timed_run(["mvn", "-q", "-B", "-o", "-pl", "language-server", "-am", "test-compile",
                       "dependency:build-classpath", "-Dmdep.includeScope=test",
                       "-Dmdep.outputFile=target/bench-classpath.txt"], 1800, stdin="",
                      cwd=str(REPO_ROOT))
    if built.failure or not classpath_file.exists():
        scaling.lsp_problem = (f"could not build the tests ({built.failure}): "
                               + first_lines(built.stdout + built.stderr, 3))
        return
    classpath = os.pathsep.join([str(REPO_ROOT / "language-server" / "target" / "test-classes"),
                                 str(REPO_ROOT / "language-server" / "target" / "classes"),
                                 classpath_file.read_text().strip()])
    for target in SCALING_LINES:
        log(f"run: scaling, language server at {target} lines")
        outcome = timed_run([context.toolchain.java, "-cp", classpath,
                             "kopi.server.DiagnosticsLatencyBenchmark", "scaling", str(target),
                             str(LSP_EDITS)], max(context.options.timeout, 900))
        match = re.search(r"scaling lines=(\d+) first-p50-ms=([\d.]+) full-p50-ms=([\d.]+) "
                          r"full-p95-ms=([\d.]+)", outcome.stdout)
        if outcome.failure or not match:
            scaling.lsp_problem += (f"at {target} lines: {outcome.failure or 'no result line'}: "
                                    + first_lines(outcome.stderr or outcome.stdout) + "; ")
            continue
        scaling.lsp[int(match.group(1))] = {"first": float(match.group(2)),
                                            "full": float(match.group(3)),
                                            "full95": float(match.group(4))}


def generated_module(blocks):
    """A large portable R7RS file: varied procedures so the compiler sees every common form (lets,
    named-let and do loops, string, list and vector work, case, closures, calls between the blocks'
    definitions) and, every tenth block, a record type and a macro used by a procedure."""
    parts = ["(import (scheme base) (scheme write))\n"]
    for k in range(blocks):
        previous = max(0, k - 1)
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

(define (fill-{k} n)
  (let ((v (make-vector n 0)))
    (do ((i 0 (+ i 1)))
        ((= i n) v)
      (vector-set! v i (arith-{k} i (vector-length table-{k}))))))

(define (chain-{k} n)
  (let ((words (map (lambda (i) (strings-{previous} (number->string i))) (loop-{previous} n))))
    (list (apply + (vector->list (fill-{k} n)))
          (string-length (apply string-append words))
          (dispatch-{k} (length words)))))
""")
        if k % 10 == 0:
            parts.append(f"""
(define-record-type point-{k}
  (make-point-{k} x y)
  point-{k}?
  (x point-{k}-x)
  (y point-{k}-y set-point-{k}-y!))

(define-syntax swap-{k}!
  (syntax-rules ()
    ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))

(define (points-{k} n)
  (let ((p (make-point-{k} n (chain-{k} 3)))
        (a n)
        (b (+ n {k})))
    (swap-{k}! a b)
    (set-point-{k}-y! p (list a b (point-{k}-y p)))
    (if (point-{k}? p) (point-{k}-y p) #f)))
""")
    parts.append("(write (list (arith-0 3 4) (loop-0 5) (strings-0 \"x\") (dispatch-0 7) (chain-0 4)"
                 " (points-0 2)))\n"
                 "(newline)\n")
    if blocks > 1:
        last = blocks - 1
        parts.append(f"(write (chain-{last} 5))\n(newline)\n")
    return "".join(parts)


def generated_module_of_size(size):
    """{@link generated_module} of about {@code size} characters."""
    block = len(generated_module(100)) / 100
    return generated_module(max(1, round(size / block)))


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
