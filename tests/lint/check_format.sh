#!/usr/bin/env bash
# Fails when a C++ file of the project is not formatted as .clang-format says.
#   check_format.sh SOURCE_DIR
# Fix with: clang-format -i FILE (the file names are printed).
set -euo pipefail
top=${1:?usage: check_format.sh SOURCE_DIR}
cd "$top"
mapfile -d '' files < <(find app core ui tests \( -name '*.cpp' -o -name '*.h' \) -type f -print0 |
    sort -z)
clang-format --version
if ! clang-format --dry-run -Werror "${files[@]}"; then
    echo "check_format: the files above are not formatted; run clang-format -i on them" >&2
    exit 1
fi
echo "check_format: ${#files[@]} files formatted as .clang-format says"
