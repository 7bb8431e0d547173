"""Fails when a public symbol declared in this repository's sources has no doc comment.

DocC's own coverage counts the members that standard-library protocols add to our types; this
check looks only at the symbols whose declaration is in our files.

    python3 scripts/doc_coverage.py .build-docs/symbol-graphs
"""

import json
import pathlib
import sys


def main(directory):
    declared, missing = 0, []
    for graph in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        for symbol in json.loads(graph.read_text(encoding="utf-8"))["symbols"]:
            location = symbol.get("location")
            if not location or "/Sources/" not in location["uri"]:
                continue
            declared += 1
            if not symbol.get("docComment"):
                where = location["uri"].split("/Sources/", 1)[1]
                line = location["position"]["line"] + 1
                missing.append(f"Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])}")
    print(f"documented public symbols: {declared - len(missing)} of {declared}")
    for entry in missing:
        print(f"undocumented: {entry}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
