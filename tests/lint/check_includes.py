#!/usr/bin/env python3
"""Fails when a header is included outside the folders allowed to include it.

The rules are the layer rules of docs/architecture.md: third-party types stay behind the folder
that owns them, Widgets stay out of core and the CLI, the UI and the CLI reach LibTorch only
through core/localbridge, core/common reaches into no other area, and core/local includes no Qt.

    check_includes.py SOURCE_DIR QTWIDGETS_INCLUDE_DIR
    check_includes.py --self-test QTWIDGETS_INCLUDE_DIR

--self-test first checks the checker: a small made-up tree with one file breaking each rule
(and one allowed include of each kind) must give exactly the expected findings.
"""

import os
import re
import sys

INCLUDE = re.compile(r'^[ \t]*#\s*include\s*([<"])([^>"]+)[>"]', re.MULTILINE)
SOURCE_DIRS = ("app", "core", "ui", "tests")
SUFFIXES = (".h", ".hpp", ".cpp", ".cc", ".cxx")


def widget_headers(qtwidgets_dir):
    names = set()
    if os.path.isdir(qtwidgets_dir):
        names = {name for name in os.listdir(qtwidgets_dir) if name.startswith("Q")}
    if not names:
        sys.exit(f"check_includes: no QtWidgets headers found in {qtwidgets_dir}")
    return names


def rules(widgets):
    """(what, matches(include), allowed(path)) for each rule."""

    def under(*folders):
        return lambda path: any(path.startswith(folder) for folder in folders)

    return [
        ("libssh headers belong in core/ssh", lambda inc: inc.startswith("libssh/"), under("core/ssh/")),
        ("protobuf and the generated event protos belong in core/events",
         lambda inc: inc.startswith("google/protobuf/") or inc.endswith(".pb.h"),
         under("core/events/")),
        ("LibTorch headers belong in core/local",
         lambda inc: inc.split("/")[0] in ("torch", "ATen", "c10", "caffe2"),
         under("core/local/")),
        ("SQLite (QtSql) belongs in core/runs and its tests",
         lambda inc: inc.startswith(("QtSql/", "QSql")) or inc == "sqlite3.h",
         under("core/runs/", "tests/unit/runs/", "tests/integration/runs/")),
        ("Widgets and QCustomPlot headers belong in ui/, app/gui/ and GUI tests",
         lambda inc: inc.split("/")[0] in widgets
         or inc.startswith(("QtWidgets/", "QtPrintSupport/"))
         or inc == "qcustomplot.h",
         under("ui/", "app/gui/", "tests/gui/", "tests/bench/")),
        ("core/local is reached only through core/localbridge",
         lambda inc: inc.startswith("local/"),
         under("core/local/", "core/localbridge/", "tests/")),
        ("core/common depends on no other core area",
         lambda inc: inc.split("/")[0] != "common" and exists("core", inc),
         lambda path: not path.startswith("core/common/")),
        ("core/local is plain C++ and includes no Qt header",
         lambda inc: re.match(r"^Q[A-Za-z]*(/|$)", inc) is not None,
         lambda path: not path.startswith("core/local/")),
        ("core and the CLI never include ui/ headers",
         lambda inc: exists("ui", inc) and not exists("core", inc),
         lambda path: not path.startswith(("core/", "app/ctl/"))),
    ]


TOP = "."


def exists(folder, include):
    """Whether a quoted include names a file under folder (core/ and ui/ are include roots)."""
    return "/" in include and os.path.isfile(os.path.join(TOP, folder, include))


def check(top, table):
    """Returns (files checked, problems) for the tree at top."""
    global TOP
    TOP = top
    problems = []
    checked = 0
    for folder in SOURCE_DIRS:
        for root, _dirs, files in os.walk(os.path.join(top, folder)):
            for name in sorted(files):
                if not name.endswith(SUFFIXES):
                    continue
                full = os.path.join(root, name)
                path = os.path.relpath(full, top).replace(os.sep, "/")
                with open(full, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                checked += 1
                for match in INCLUDE.finditer(text):
                    include = match.group(2)
                    if match.group(1) == '"' and include.split("/")[0] in ("core", "ui"):
                        include = include.split("/", 1)[-1]
                    line = text.count("\n", 0, match.start()) + 1
                    for what, matches, allowed in table:
                        if matches(include) and not allowed(path):
                            problems.append(f"{path}:{line}: #include {include}: {what}")
    return checked, problems


# (file, its text, how many findings it must give)
SELF_TEST_TREE = [
    ("core/ssh/conn.cpp", "#include <libssh/libssh.h>\n#include <QString>\n", 0),
    ("core/events/reader.cpp", '#include "proto/tensorboard.pb.h"\n', 0),
    ("core/local/engine.cpp", "#include <torch/torch.h>\n#include <vector>\n", 0),
    ("core/local/bad.cpp", "#include <QString>\n", 1),
    ("core/runs/store.cpp", "#include <QSqlQuery>\n", 0),
    ("core/localbridge/module.cpp", '#include "local/localengine.h"\n', 0),
    ("core/local/localengine.h", "#include <string>\n", 0),
    ("core/common/settings.cpp", '#include "common/shellquote.h"\n#include "ssh/conn.h"\n', 1),
    ("core/common/shellquote.h", "", 0),
    ("core/ssh/conn.h", "", 0),
    ("core/compose/bad.cpp", "#include <QWidget>\n#include <libssh/sftp.h>\n"
     "#include <google/protobuf/message.h>\n#include <ATen/ATen.h>\n#include <sqlite3.h>\n"
     '#include "pages/page.h"\n#include <qcustomplot.h>\n#  include <QtWidgets/QLabel>\n', 8),
    ("ui/pages/page.h", "#include <QWidget>\n#include <qcustomplot.h>\n", 0),
    ("ui/pages/bad.cpp", '#include "local/localengine.h"\n#include <torch/script.h>\n', 2),
    ("app/ctl/cmd.cpp", "#include <QDialog>\n", 1),
    ("app/gui/main.cpp", "#include <QApplication>\n", 0),
    ("tests/gui/tst_page.cpp", "#include <QWidget>\n", 0),
    ("tests/unit/tst_local.cpp", '#include "local/localengine.h"\n#include <QWidget>\n', 1),
]


def self_test(table):
    import tempfile

    with tempfile.TemporaryDirectory() as top:
        for path, text, _ in SELF_TEST_TREE:
            os.makedirs(os.path.join(top, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(top, path), "w", encoding="utf-8") as f:
                f.write(text)
        _checked, problems = check(top, table)
    failures = []
    for path, _text, expected in SELF_TEST_TREE:
        found = [p for p in problems if p.startswith(path + ":")]
        if len(found) != expected:
            failures.append(f"{path}: expected {expected} finding(s), got {len(found)}: {found}")
    for failure in failures:
        print("check_includes self-test:", failure)
    print(f"check_includes self-test: {len(SELF_TEST_TREE)} files, {len(problems)} findings, "
          f"{len(failures)} wrong")
    return not failures


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    table = rules(widget_headers(sys.argv[2]))
    if sys.argv[1] == "--self-test":
        return 0 if self_test(table) else 1
    if not self_test(table):
        return 1
    checked, problems = check(sys.argv[1], table)
    for problem in problems:
        print(problem)
    print(f"check_includes: {checked} files, {len(problems)} include(s) outside their folder")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
