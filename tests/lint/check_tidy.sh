#!/usr/bin/env bash
# clang-tidy with the project's .clang-tidy (every finding is an error; fix it, or justify it
# where it stands with `// NOLINT(check-name): reason`).
#   check_tidy.sh SOURCE_DIR BUILD_DIR [JOBS] [FOLDER...|all]
# Checks the folders listed in check_tidy.py (CHECKED), those named, or all of app/, core/ and
# ui/; files that passed and have not changed since (nor has any header they include) are not
# checked again: check_tidy.py says how it knows.
exec python3 "$(dirname "${BASH_SOURCE[0]}")/check_tidy.py" "$@"
