#pragma once

#include <QString>
#include <QStringList>

namespace slipway::envsetup {

// What a project needs from its Python environment, read on this computer before anything is
// uploaded: the modules the training script imports at its top level, and the packages its
// requirements.txt names. Imports of the standard library and of the project's own modules
// (a NAME.py or a NAME/ folder beside the script or at the project's top) are left out, since
// every environment has them. Imports inside a block (`try:`, `if`, a function) are left out
// too: a script guards those itself.
struct ProjectNeeds
{
    QStringList modules;      // top-level import names, in the order the script names them
    QStringList requirements; // distribution names from requirements.txt ("Pillow", "scikit-learn")
    QStringList problems;     // what could not be read, in plain words
};

class ImportScanner final
{
public:
    // The top-level names a Python source imports: `import a.b, c as d` gives a and c,
    // `from e.f import g` gives e; relative imports (`from . import x`) and names in strings
    // are left out.
    static QStringList importsOf(const QString &source);

    // The distribution names of a requirements.txt: `torch==2.1`, `Pillow>=9; python_version>"3"`
    // and `numpy[extra]` give torch, Pillow and numpy. Options (-r, -e, --index-url), URLs and
    // local paths are left out. Lines that are none of these and no name either are returned in
    // `unreadable`.
    static QStringList requirementsOf(const QString &text, QStringList *unreadable = nullptr);

    static bool isStandardLibrary(const QString &module);

    // Reads `entry` (relative to `folder`) and `folder`/requirements.txt.
    static ProjectNeeds scan(const QString &folder, const QString &entry);

    // A top-level module name Python can import: letters, digits and '_', not starting with a
    // digit. Anything else is never handed to the remote check.
    static bool isModuleName(const QString &name);
    // A distribution name as PEP 508 allows it: letters, digits and . _ -, starting and ending
    // with a letter or digit.
    static bool isDistributionName(const QString &name);
};

} // namespace slipway::envsetup
