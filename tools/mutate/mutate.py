#!/usr/bin/env python3
"""Mutation testing, run by hand: flips one operator at a time in interpreter/core and
interpreter/engine, rebuilds the unit and conformance test binaries, runs them, and says
which mutants the tests killed and which survived.

    python3 tools/mutate/mutate.py --build build            # 40 mutants, seed 24
    python3 tools/mutate/mutate.py --list                   # the sample only, nothing built

The unit tests and the chosen conformance tests run side by side. A mutant is killed when
one fails or they run past the time limit; survived when both pass; unviable when it does not compile (not counted). The source file is put back
after each mutant, also when interrupted.
"""
import argparse
import glob
import os
import random
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_FILES = ["interpreter/core/*.cpp", "interpreter/engine/*.cpp"]

# (pattern, replacement): binary operators only with a space on each side, the way the
# sources are formatted, so that templates, includes and pointers are left alone.
OPERATORS = [
    (r"(?<= )==(?= )", "!="),
    (r"(?<= )!=(?= )", "=="),
    (r"(?<= )<(?= )", "<="),
    (r"(?<= )<=(?= )", "<"),
    (r"(?<= )>(?= )", ">="),
    (r"(?<= )>=(?= )", ">"),
    (r"(?<= )\+(?= )", "-"),
    (r"(?<= )-(?= )", "+"),
    (r"(?<= )&&(?= )", "||"),
    (r"(?<= )\|\|(?= )", "&&"),
    (r"\btrue\b", "false"),
    (r"\bfalse\b", "true"),
]
CONSTANT = r"(?<![\w.])(\d+)(?![\w.'])"  # a decimal constant: N becomes N + 1


def code_part(line):
    """The line with string and character literals blanked and any // comment cut."""
    out, quote, i = [], None, 0
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                out.append("  ")
                i += 2
                continue
            out.append(" " if c != quote else c)
            quote = None if c == quote else quote
        elif c in "\"'":
            quote = c
            out.append(c)
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def sites(path):
    """Every place one operator can be flipped: (line number, column, old, new)."""
    found = []
    with open(path) as f:
        lines = f.read().split("\n")
    for n, line in enumerate(lines):
        code = code_part(line)
        stripped = code.strip()
        if not stripped or stripped.startswith(("#", "*", "/*", "static_assert")):
            continue
        text = '"' in code or "string" in code  # + joins strings there: no arithmetic to flip
        for pattern, new in OPERATORS:
            if text and new in "+-":
                continue
            for m in re.finditer(pattern, code):
                found.append((n, m.start(), m.group(0), new))
        for m in re.finditer(CONSTANT, code):
            found.append((n, m.start(1), m.group(1), str(int(m.group(1)) + 1)))
    return found


def sample(files, count, seed):
    """`count` mutants spread over the files in turn, each file's sites drawn at random."""
    rng = random.Random(seed)
    pools = []
    for path in files:
        s = sites(os.path.join(ROOT, path))
        rng.shuffle(s)
        if s:
            pools.append([(path,) + site for site in s])
    rng.shuffle(pools)
    chosen = []
    while len(chosen) < count and any(pools):
        for pool in pools:
            if pool and len(chosen) < count:
                chosen.append(pool.pop())
    return chosen


def mutated(text, line, col, old, new):
    lines = text.split("\n")
    assert lines[line][col:col + len(old)] == old
    lines[line] = lines[line][:col] + new + lines[line][col + len(old):]
    return "\n".join(lines)


def run(cmd, cwd, timeout):
    """'pass', 'fail' or 'timeout'."""
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout)
        return "pass" if r.returncode == 0 else "fail"
    except subprocess.TimeoutExpired:
        return "timeout"


def first_failure(commands, cwd, timeout):
    """Runs the test binaries side by side; the name of the first to fail or time out (the
    others are stopped then), or None when all pass."""
    procs = {name: subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for name, cmd in commands}
    deadline = time.time() + timeout
    failed = None
    try:
        while procs and not failed:
            for name, p in list(procs.items()):
                if p.poll() is not None:
                    del procs[name]
                    failed = name if p.returncode != 0 else None
                    if failed:
                        break
            if time.time() > deadline:
                failed = next(iter(procs)) + " (timeout)"
            time.sleep(0.2)
    finally:
        for p in procs.values():
            p.kill()
            p.wait()
    return failed


def try_mutant(args, mutant):
    """The verdict on one mutant, with the source file put back whatever happens."""
    path, line, col, old, new = mutant
    full = os.path.join(ROOT, path)
    with open(full) as f:
        original = f.read()
    try:
        with open(full, "w") as f:
            f.write(mutated(original, line, col, old, new))
        build = ["cmake", "--build", args.build, "-j2", "--target", "unit_tests", "conformance_tests"]
        if run(build, ROOT, args.build_timeout) != "pass":
            return "unviable"
        tests = os.path.join(args.build, "tests")
        commands = [("unit_tests", [os.path.join(tests, "unit_tests"), "--gtest_brief=1"]),
                    ("conformance_tests", [os.path.join(tests, "conformance_tests"), "--gtest_brief=1",
                                           "--gtest_filter=" + args.conformance])]
        failed = first_failure(commands, tests, args.timeout)
        return "killed by " + failed if failed else "survived"
    finally:
        with open(full, "w") as f:
            f.write(original)


def stop(signum, frame):
    raise KeyboardInterrupt  # so that the file being mutated is put back


def main():
    signal.signal(signal.SIGTERM, stop)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--build", default="build", help="the configured build folder (default: build)")
    p.add_argument("--count", type=int, default=40, help="mutants to try (default: 40)")
    p.add_argument("--seed", type=int, default=24, help="seed of the sample (default: 24)")
    p.add_argument("--timeout", type=int, default=300, help="seconds for the tests of one mutant (default: 300)")
    p.add_argument("--build-timeout", type=int, default=600, help="seconds per rebuild (default: 600)")
    p.add_argument("--conformance", default="*Scenarios.*:*Golden.*:*Conformance.RandomGames*",
                   help="the conformance tests run (a gtest filter; default: every game's scenarios, "
                        "goldens and random games)")
    p.add_argument("--list", action="store_true", help="print the sample and stop")
    p.add_argument("files", nargs="*", default=DEFAULT_FILES, help="globs under the source root")
    args = p.parse_args()
    args.build = os.path.abspath(args.build)
    files = sorted({f for g in args.files for f in glob.glob(g, root_dir=ROOT)})
    mutants = sample(files, args.count, args.seed)
    tally = {}
    for i, m in enumerate(mutants, 1):
        path, line, col, old, new = m
        where = f"{path}:{line + 1}:{col + 1}: {old} -> {new}"
        if args.list:
            print(where)
            continue
        start = time.time()
        verdict = try_mutant(args, m)
        kind = verdict.split(" ")[0]
        tally[kind] = tally.get(kind, 0) + 1
        print(f"[{i}/{len(mutants)}] {where}: {verdict} ({time.time() - start:.0f} s)", flush=True)
    if not args.list:
        viable = tally.get("killed", 0) + tally.get("survived", 0)
        print(f"{tally.get('killed', 0)} killed, {tally.get('survived', 0)} survived, "
              f"{tally.get('unviable', 0)} unviable; score {tally.get('killed', 0)}/{viable}")
        # The last mutant's file was put back: build it once more so the binaries match the sources.
        subprocess.run(["cmake", "--build", args.build, "-j2", "--target", "unit_tests", "conformance_tests"],
                       cwd=ROOT, stdout=subprocess.DEVNULL)
    return 0


if __name__ == "__main__":
    sys.exit(main())
