#!/usr/bin/env bash
# The README promises that `ctest -L 'unit|gui'` runs without the test cluster: no test it
# selects may pull in the cluster fixture (ctest -L is a regular expression, so a test labelled
# gui;integration would).
#   check_labels.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check_labels.sh BUILD_DIR}
listing=$(ctest --test-dir "$build" -N -L 'unit|gui' 2>/dev/null)
count=$(grep -c '^ *Test *#' <<<"$listing" || true)
if grep -qE '^ *Test *#[0-9]+: cluster_up$' <<<"$listing"; then
    echo "check_labels: ctest -L 'unit|gui' would start the test cluster. Tests that need it:" >&2
    ctest --test-dir "$build" -N -L 'unit|gui' -L integration 2>/dev/null | grep 'Test *#' >&2 || true
    echo "Label them 'integration' (plus 'widgets' for widget tests), never 'unit' or 'gui'." >&2
    exit 1
fi
if [ "$count" -lt 10 ]; then
    echo "check_labels: ctest -L 'unit|gui' selects only $count tests; is $build a build tree?" >&2
    exit 1
fi
echo "check_labels: ctest -L 'unit|gui' selects $count tests and none needs the cluster"
