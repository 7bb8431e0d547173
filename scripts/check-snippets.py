"""Checks that the SwiftUI code the guides show is the code CI type-checks.

A guide marks each SwiftUI snippet with the checked file it comes from, on the line before the
code block:

    <!-- checked: Docs/Snippets/Stacks.swift -->
    ```swift
    struct RecipesStack: View { ... }
    ```

The snippet's lines must appear in that file in a row, each the same once leading spaces are
set aside (a file indents what a guide shows at the margin). scripts/check-availability.sh
type-checks the files at every platform floor. A code block that shows SwiftUI without a mark, or
a "not compiled" note, is an error.

    python3 scripts/check-snippets.py
"""

import glob
import re
import sys

GUIDES = ["README.md"] + sorted(glob.glob("Docs/*.md")) + sorted(
    glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
BLOCK = re.compile(r"(?:<!-- checked: (\S+) -->\n)?```swift\n(.*?)```", re.S)
# What only SwiftUI code contains; a block with one of these needs a mark.
SWIFTUI = re.compile(
    r"\bsome View\b|\bsome Scene\b|\bNavigationStack\(|\bTabView\(|\bNavigationSplitView\b|"
    r"@SceneStorage|\.sheet\(|\.onOpenURL|\bnavigationDestination|\bWindowGroup\b")


def lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


def main():
    problems = []
    checked = 0
    for guide in GUIDES:
        text = open(guide, encoding="utf-8").read()
        if "not compiled" in text:
            problems.append(f"{guide}: says a snippet is not compiled")
        for match in BLOCK.finditer(text):
            where = f"{guide}:{text[:match.start()].count(chr(10)) + 1}"
            source, code = match.group(1), match.group(2)
            if source is None:
                if SWIFTUI.search(re.sub(r"//.*", "", code)):
                    problems.append(f"{where}: SwiftUI code without a <!-- checked: ... --> mark")
                continue
            try:
                checked_lines = lines(open(source, encoding="utf-8").read())
            except OSError:
                problems.append(f"{where}: {source} does not exist")
                continue
            shown = lines(code)
            if not any(checked_lines[i:i + len(shown)] == shown
                       for i in range(len(checked_lines) - len(shown) + 1)):
                problems.append(f"{where}: the snippet is not in {source} as shown")
            checked += 1
    for problem in problems:
        print(f"error: {problem}")
    if not problems:
        print(f"check-snippets: {checked} SwiftUI snippets are the code of their checked files")
    sys.exit(1 if problems else 0)


main()
