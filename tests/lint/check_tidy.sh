#!/usr/bin/env bash
# clang-tidy with the project's .clang-tidy (every finding is an error; fix it, or justify it
# where it stands with `// NOLINT(check-name): reason`).
#   check_tidy.sh SOURCE_DIR BUILD_DIR [JOBS] [FOLDER...]
# Checks the source files that the build compiles under the folders named, by default those in
# TIDY_FOLDERS below; `all` checks app/, core/ and ui/. core/local is always left out: its
# LibTorch translation units alone cost more than the rest together. Tests are left out.
set -euo pipefail
usage="usage: check_tidy.sh SOURCE_DIR BUILD_DIR [JOBS] [FOLDER...|all]"
top=$(cd "${1:?$usage}" && pwd)
build=$(cd "${2:?$usage}" && pwd)
jobs=${3:-2}
shift $(( $# < 3 ? $# : 3 ))
# The folders CI checks: those whose findings are fixed. The others join as their findings are
# fixed (docs/architecture.md, "Checks").
TIDY_FOLDERS=(core/common core/localbridge core/ssh core/fetch core/storage)
folders=("${@:-${TIDY_FOLDERS[@]}}")
if [ "${folders[0]}" = all ]; then
    folders=(app core ui)
fi
[ -f "$build/compile_commands.json" ] || {
    echo "check_tidy: $build/compile_commands.json is missing (configure with CMake first)" >&2
    exit 1
}
# The files that the build compiles, from the compilation database, less core/local.
mapfile -t files < <(python3 - "$top" "$build/compile_commands.json" "${folders[@]}" <<'PY'
import json, os, sys
top, database, folders = sys.argv[1], sys.argv[2], [f.rstrip("/") + "/" for f in sys.argv[3:]]
seen = set()
for entry in json.load(open(database)):
    path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
    rel = os.path.relpath(path, top)
    if rel.startswith(tuple(folders)) and not rel.startswith("core/local/"):
        seen.add(path)
print("\n".join(sorted(seen)))
PY
)
if [ "${#files[@]}" -eq 0 ]; then
    echo "check_tidy: no compiled source files under ${folders[*]}" >&2
    exit 1
fi
clang-tidy --version | grep -i version
started=$(date +%s)
status=0
# The header filter is anchored at the source folder, so generated headers in the build folder
# (moc, protobuf) are never reported.
printf '%s\0' "${files[@]}" |
    xargs -0 -n 1 -P "$jobs" clang-tidy -p "$build" --quiet --warnings-as-errors='*' \
        --header-filter="^$top/(app|core|ui)/" 2>/dev/null || status=$?
echo "check_tidy: ${#files[@]} files under ${folders[*]} in $(( $(date +%s) - started )) s" \
    "with $jobs jobs"
if [ "$status" -ne 0 ]; then
    echo "check_tidy: clang-tidy found the problems above" >&2
    exit 1
fi
