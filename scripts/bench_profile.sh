#!/usr/bin/env bash
# Counts the instructions of each deep-link operation and of its hand-written baseline, of a
# decode through three migration steps and a plain decode, of a whole-app decode and of its
# stacks decoded as path documents, of NavCodable's decodes and encodes at 1, 4, 10 and 10,000
# elements beside Foundation's coders and SwiftUI's format on the same elements, and of a tabs
# state (and of its payloads as one stack) beside a stack of the same elements, a document with a
# trailing newline beside the same without, and a TypedPath beside a NavPath, with valgrind's
# callgrind, on a release build.
# Unlike wall-clock times on a shared machine, the counts repeat exactly from run to run, so they
# show where the time goes and what a change buys.
#
#   scripts/bench_profile.sh              # summary: instructions per call, ours / baseline
#   scripts/bench_profile.sh --annotate   # and the 25 costliest functions of each of ours
#
# The callgrind files are kept in .build-bench/callgrind.*.
set -euo pipefail
cd "$(dirname "$0")/.."
annotate="${1:-}"
swift build --package-path Benchmarks -c release --product NavProfile >/dev/null
binary="$(swift build --package-path Benchmarks -c release --show-bin-path)/NavProfile"
mkdir -p .build-bench

# count OPERATION FUNCTION DEPTH REPETITIONS: prints instructions per call.
count() {
  local symbol file
  symbol=$(nm "$binary" | awk -v f="$2" '$3 ~ f { print $3; exit }')
  file=".build-bench/callgrind.$1.$3"
  valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect="$symbol" \
    "$binary" "$1" "$3" "$4" 2>&1 | awk -v n="$4" '/Collected/ { printf "%d", $4 / n }'
}

echo "| Operation | Size | Ours (instructions per call) | Baseline | Ours / baseline |"
echo "| --- | ---: | ---: | ---: | ---: |"
for depth in 2 100; do
  repetitions=$((depth == 2 ? 2000 : 200))
  for operation in parse print; do
    # The functions' mangled names: NavProfile.parse(_:count:), NavProfile.printLinks(_:count:)...
    case $operation in
      parse) function=5parse_5count ;;
      print) function=10printLinks_5count ;;
    esac
    ours=$(count "$operation" "NavProfile.*$function" "$depth" "$repetitions")
    base=$(count "$operation-baseline" "NavProfile.*13${operation}Baseline_5count" "$depth" \
      "$repetitions")
    ratio=$(python3 -c "print(f'{$ours / $base:.2f}x')")
    echo "| $operation | $depth | $ours | $base | $ratio |"
    if [ "$annotate" = "--annotate" ]; then
      callgrind_annotate --inclusive=yes ".build-bench/callgrind.$operation.$depth" 2>/dev/null \
        | sed -n '/file:function/,$p' | head -27 | cut -c1-160
    fi
  done
done
# Migration: the same function decodes the version 1 document (ours) or the current one (baseline).
ours=$(count migrate "NavProfile.*6decode_4with5count" 10000 5)
base=$(count migrate-baseline "NavProfile.*6decode_4with5count" 10000 5)
echo "| decode, 3 migration steps vs plain | 10000 | $ours | $base | $(python3 -c "print(f'{$ours / $base:.2f}x')") |"
# A whole-app document (a tab view of three stacks under a sheet with a fourth) against its four
# stacks as path documents: what its composites cost beyond the stacks (a layout rebuilt on each
# read once cost ten times the stacks).
ours=$(count decode-whole-app "NavProfile.*14decodeWholeApp_4with5count" 4 2000)
base=$(count decode-whole-app-baseline "NavProfile.*12decodeStacks_4with5count" 4 2000)
echo "| decode whole-app, 4 stacks vs 4 path documents | 4 | $ours | $base | $(python3 -c "print(f'{$ours / $base:.2f}x')") |"
# NavCodable at 1, 4, 10 and 10,000 elements (the mixed path): the documents' sizes, then plain
# decodes of the current document and encodes, ours and the two baselines on the same elements,
# all in this one run.
echo
echo "| Size | Bytes: ours | JSONEncoder [enum] | SwiftUI-style | Operation | Ours (instructions per call) | Per element | JSONDecoder/JSONEncoder [enum] | SwiftUI-style | Ours / [enum] | Ours / SwiftUI-style |"
echo "| ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for size in 1 4 10 10000; do
  repetitions=$((size == 10000 ? 5 : 20000))
  read -r ours_bytes typed_bytes swiftui_bytes < <("$binary" bytes "$size" 1)
  for operation in decode encode; do
    typed_operation=$([ "$operation" = decode ] && echo decode-jsondecoder || echo encode-jsonencoder)
    typed_function=$([ "$operation" = decode ] && echo 11decodeTyped_5count || echo 11encodeTyped_5count)
    swiftui_function=$([ "$operation" = decode ] && echo 13decodeSwiftUI_5count || echo 13encodeSwiftUI_5count)
    ours=$(count "$operation" "NavProfile.*6${operation}_4with5count" "$size" "$repetitions")
    typed=$(count "$typed_operation" "NavProfile.*$typed_function" "$size" "$repetitions")
    swiftui=$(count "$operation-swiftui" "NavProfile.*$swiftui_function" "$size" "$repetitions")
    ratios=$(python3 -c "print(f'{$ours / $typed:.2f}x | {$ours / $swiftui:.2f}x')")
    echo "| $size | $ours_bytes | $typed_bytes | $swiftui_bytes | $operation | $ours | $((ours / size)) | $typed | $swiftui | $ratios |"
    if [ "$annotate" = "--annotate" ]; then
      callgrind_annotate --inclusive=yes ".build-bench/callgrind.$operation.$size" 2>/dev/null \
        | sed -n '/file:function/,$p' | head -40 | cut -c1-160
    fi
  done
done
# Whole-app documents and the reader's hand-overs, at 4 and 1,000 elements a stack: a tabs state
# of three tabs beside one stack of the same elements (3 x size), and a stack of the tabs state's
# payloads (its elements, tabs and selection) beside the same, a document with a trailing
# newline beside the same without, and a `TypedPath` beside a `NavPath` of the same routes.
echo
echo "| Operation | Elements a stack | Ours (instructions per call) | Beside | Beside (instructions per call) | Ours / beside |"
echo "| --- | ---: | ---: | --- | ---: | ---: |"
for size in 4 1000; do
  repetitions=$((size == 1000 ? 20 : 5000))
  row() { # OPERATION FUNCTION SIZE BESIDE-NAME BESIDE-OPERATION BESIDE-FUNCTION BESIDE-SIZE
    local ours beside
    ours=$(count "$1" "NavProfile.*$2" "$3" "$repetitions")
    beside=$(count "$5" "NavProfile.*$6" "$7" "$repetitions")
    echo "| $1 | $size | $ours | $4 | $beside | $(python3 -c "print(f'{$ours / $beside:.2f}x')") |"
  }
  row decode-tabs 10decodeTabs_4with5count "$size" "stack of 3 x $size" decode \
    6decode_4with5count $((3 * size))
  # The tabs state's payloads alone, as one stack: the floor of the tabs state's decode.
  row decode-tabs-payloads 6decode_4with5count "$size" "stack of 3 x $size" decode \
    6decode_4with5count $((3 * size))
  row encode-tabs 10encodeTabs_4with5count "$size" "stack of 3 x $size" encode \
    6encode_4with5count $((3 * size))
  row decode-newline 6decode_4with5count "$size" "no newline" decode 6decode_4with5count "$size"
  row decode-typed 15decodeTypedPath_5count "$size" "NavPath" decode-routes \
    6decode_4with5count "$size"
done
