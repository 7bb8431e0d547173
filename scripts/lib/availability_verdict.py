"""Reads the availability checker's log and decides: every error must be an expected error of the
probe, or one the checker's visionOS SDK makes on its own; every expected probe error must be
there. Prints a table per floor and exits 1 on anything else.

    python3 scripts/lib/availability_verdict.py checker.log
"""

import re
import sys

PROBE = "AvailabilityProbe"
# The errors the probe must produce, as patterns: at every floor, the NavigationStack bound to a
# Set (SwiftUI's overloads make it one conversion error to NavigationPath's binding, or the
# collection requirements it misses); where the floor is older than iOS 17 and its equivalents,
# the iOS 17 API.
SET_MISUSE = r"'(Binding<)?Set<Int>>?'"
NEWER_API = {
    os_name: r"'onChange\(of:initial:_:\)' is only available in %s or newer" % version
    for os_name, version in {
        "ios": "iOS 17.0", "macos": "macOS 14.0", "tvos": "tvOS 17.0", "watchos": "watchOS 10.0"
    }.items()
}
VISIONOS_SDK = re.compile(r"is only available in iOS [0-9.]+ or newer")


def read(log):
    """Returns {triple: {module: [error lines]}} from the checker's log."""
    floors = {}
    triple = module = None
    for line in log.splitlines():
        if m := re.match(r"^=+ (\S+-apple-\S+) =+$", line):
            triple = m.group(1)
            floors[triple] = {}
        elif triple and (m := re.match(r"^--- (\S+): ", line)):
            module = m.group(1)
            floors[triple][module] = []
        elif triple and module and re.search(r"(^|: )error: ", line):
            floors[triple][module].append(line)
    return floors


def main():
    floors = read(open(sys.argv[1]).read())
    failures = []
    print("\n%-24s %-18s %s" % ("floor", "module", "errors"))
    for triple, modules in floors.items():
        os_name = re.sub(r"[0-9.]+$", "", triple.split("-")[-1])
        set_aside = 0
        for module, errors in modules.items():
            if os_name == "xros":
                kept = [e for e in errors if not VISIONOS_SDK.search(e)]
                set_aside += len(errors) - len(kept)
                errors = kept
            if module == PROBE:
                expected = [SET_MISUSE] + ([NEWER_API[os_name]] if os_name in NEWER_API else [])
                for pattern in expected:
                    if not any(re.search(pattern, e) for e in errors):
                        failures.append("%s: the probe's misuse passed: %s" % (triple, pattern))
                caught = len(errors)
                errors = [e for e in errors if not any(re.search(p, e) for p in expected)]
                print("%-24s %-18s %d, as expected" % (triple, module, caught - len(errors)))
            else:
                print("%-24s %-18s %d" % (triple, module, len(errors)))
            failures += ["%s %s: %s" % (triple, module, e) for e in errors]
        if set_aside:
            print("%-24s %-18s %d set aside (the checker's visionOS SDK)" % (triple, "", set_aside))
    if len(floors) != 5:
        failures.append("expected 5 floors in the checker's log, found %d" % len(floors))
    if failures:
        print("\ncheck-availability: %d problem(s):" % len(failures))
        print("\n".join(failures))
        sys.exit(1)
    print("\ncheck-availability: no errors; the probe's misuses failed as expected at every floor")


main()
