#!/usr/bin/env bash
# Runs every request example of README.md and Docs/Server.md as the page writes it, against the
# service started with the page's own command, and compares each answer with the answer the page
# shows, so that an edit to a page is what runs:
#
# - A request example is a ```bash block with a curl command in it. The ```json block right after
#   it (blank lines between, nothing else) shows its answers: the bodies its commands print, one
#   JSON value each, in order. The page's lines are joined with one space before they are read,
#   so an answer may be wrapped at any comma, bracket or space, and a string only at a space.
# - Answers are compared as JSON values (members in any order, whitespace outside strings set
#   aside); nothing else may differ. Nothing in them is variable: each page runs against a new
#   service with a new data folder, so its revisions are the page's own.
# - Each page's examples run in one shell, top to bottom, in a new folder, so a later example sees
#   the variables and files of the earlier ones, as a reader's terminal would. The page's command
#   that starts the service (its first `swift run … nav-state-service` block) runs first, in the
#   background. `swift run [-q] --package-path Examples/NavStateService nav-state-service ARGS`
#   and `nav-state-service ARGS` run the built service; port 8080 is PORT (default 18091).
# - A page must hold exactly the number of request examples listed below, so one removed fails
#   the check (and one added asks for the count); a curl command anywhere else on a page (in a
#   block of another language) fails it too.
#
# SERVICE_SCRATCH names the service's build folder (default: the package's .build), and
# SERVICE_BUILD_FLAGS adds flags to its build (such as --sanitize=thread; default none).
set -euo pipefail
cd "$(dirname "$0")/.."

read -ra flags <<<"${SERVICE_BUILD_FLAGS:-}"
build=(swift build --package-path Examples/NavStateService
  --scratch-path "${SERVICE_SCRATCH:-$PWD/Examples/NavStateService/.build}" "${flags[@]}")
"${build[@]}" --product nav-state-service >&2
binary="$("${build[@]}" --show-bin-path)/nav-state-service"

python3 - "$binary" "${PORT:-18091}" <<'EOF'
import json, os, re, shutil, signal, subprocess, sys, tempfile, time, urllib.request

binary, port = sys.argv[1], sys.argv[2]
# The request examples (curl commands) each page holds.
PAGES = {"README.md": 2, "Docs/Server.md": 9}
START = re.compile(r"^swift run --package-path Examples/NavStateService nav-state-service(?! issue-token)\b")
CURL = re.compile(r"(?:^|[\s;&|(])curl\s")
# The commands the pages write for the service, run with the built one.
PREAMBLE = r"""set -euo pipefail
swift() {
  if [[ $# -ge 4 && $1 == run && $2 == -q ]]; then set -- "$1" "${@:3}"; fi
  if [[ $# -lt 4 || $1 != run || $2 != --package-path || $3 != Examples/NavStateService ||
    $4 != nav-state-service ]]; then
    echo "check-service-docs: a page runs 'swift $*', which this check does not know" >&2
    return 2
  fi
  nav-state-service "${@:5}"
}
"""
problems = []


def fenced_blocks(lines):
    """Each fenced block: its language, the line number of its opening fence, its code lines and
    the index of the line after its closing fence."""
    blocks, i = [], 0
    while i < len(lines):
        opening = re.match(r"^\s*```(\S*)", lines[i])
        if not opening:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not lines[end].lstrip().startswith("```"):
            end += 1
        blocks.append((opening.group(1), i + 1, lines[i + 1:end], end + 1))
        i = end + 1
    return blocks


def json_values(text):
    """The JSON values of a text, one after the other."""
    decoder, values, text, at = json.JSONDecoder(), [], text.strip(), 0
    while at < len(text):
        value, at = decoder.raw_decode(text, at)
        values.append(value)
        while at < len(text) and text[at].isspace():
            at += 1
    return values


def examples(page):
    """The page's start command and its request examples: (line, code, shown answers)."""
    lines = open(page, encoding="utf-8").read().split("\n")
    blocks = fenced_blocks(lines)
    start, found = None, []
    for index, (language, line, code, after) in enumerate(blocks):
        commands = [text for text in code if not text.lstrip().startswith("#")]
        has_curl = any(CURL.search(text) for text in commands)
        if has_curl and language != "bash":
            problems.append(f"{page}:{line}: a curl command in a ```{language} block: a request"
                            " example is a ```bash block followed by its answer")
            continue
        if language == "bash" and start is None and any(START.match(text) for text in commands):
            start = "\n".join(code)
        if not has_curl:
            continue
        answer = blocks[index + 1] if index + 1 < len(blocks) else None
        between = lines[after:answer[1] - 1] if answer else []
        if answer is None or answer[0] != "json" or any(text.strip() for text in between):
            problems.append(f"{page}:{line}: the request example is not followed by a ```json"
                            " block with its answer")
            continue
        try:
            shown = json_values(" ".join(text.strip() for text in answer[2]))
        except ValueError as error:
            problems.append(f"{page}:{answer[1]}: the answer shown is not JSON as this check"
                            f" reads it (lines joined with a space): {error}")
            continue
        curls = sum(len(CURL.findall(text)) for text in commands)
        found.append((line, "\n".join(code), shown, curls))
    count = sum(example[3] for example in found)
    if count != PAGES[page]:
        problems.append(f"{page}: {count} request examples (curl commands), where this check"
                        f" expects {PAGES[page]}: an example was removed or added (if that was"
                        " meant, change the count in scripts/check-service-docs.sh)")
    if start is None:
        problems.append(f"{page}: no ```bash block starts the service with 'swift run"
                        " --package-path Examples/NavStateService nav-state-service'")
    return start, found


def as_run(code):
    return re.sub(r"\b8080\b", port, code)


def check(page):
    start, found = examples(page)
    if start is None or not found:
        return 0
    work = tempfile.mkdtemp(prefix="service-docs-")
    tools = os.path.join(work, "bin")
    os.mkdir(tools)
    os.symlink(binary, os.path.join(tools, "nav-state-service"))
    env = dict(os.environ, NAV_STATE_DATA_DIR=os.path.join(work, "data"),
               PATH=tools + os.pathsep + os.environ["PATH"])
    env.pop("NAV_STATE_TOKEN_KEY", None)
    env.pop("NAV_STATE_TOKEN_KEY_FILE", None)
    folder = os.path.join(work, "run")
    os.mkdir(folder)
    log = open(os.path.join(work, "server.log"), "w+")
    server = subprocess.Popen(["bash", "-c", PREAMBLE + as_run(start)], cwd=folder, env=env,
                              stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        for _ in range(300):
            if server.poll() is not None:
                break
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        else:
            problems.append(f"{page}: the service did not answer /health within 30 s")
        if server.poll() is not None:
            log.seek(0)
            problems.append(f"{page}: the page's command to start the service ended:\n{log.read()}")
            return 0
        script = PREAMBLE
        for number, (line, code, _, _) in enumerate(found):
            script += (f"echo '== {page}:{line}' >&2\n{{\n{as_run(code)}\n}} >{work}/out.{number}\n")
        run = subprocess.run(["bash", "-c", script], cwd=folder, env=env, timeout=300,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            where = re.findall(r"^== (.*)$", run.stderr, re.M)
            problems.append(f"{where[-1] if where else page}: the example failed with exit status"
                            f" {run.returncode}:\n{run.stderr}")
            return 0
        for number, (line, _, shown, _) in enumerate(found):
            printed = open(f"{work}/out.{number}", encoding="utf-8").read()
            try:
                answers = json_values(printed)
            except ValueError:
                answers = None
            if answers != shown:
                problems.append(
                    f"{page}:{line}: the example answered\n{printed.strip()}\nwhere the page shows\n"
                    + "\n".join(json.dumps(value, separators=(",", ":")) for value in shown))
        return len(found)
    finally:
        # The service and the shell that started it, until both are gone (SIGKILL after 20 s).
        os.killpg(server.pid, signal.SIGTERM)
        server.wait()
        for _ in range(200):
            try:
                os.killpg(server.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.1)
        else:
            os.killpg(server.pid, signal.SIGKILL)
        log.close()
        shutil.rmtree(work, ignore_errors=True)


ran = {page: check(page) for page in PAGES}
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print("service docs: " + "; ".join(
    f"{page}: {PAGES[page]} requests in {ran[page]} example blocks" for page in PAGES)
    + "; each ran as written and answered what its page shows")
EOF
