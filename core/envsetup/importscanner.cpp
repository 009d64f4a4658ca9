#include "envsetup/importscanner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace slipway::envsetup {

namespace {

// Python 3.11's sys.stdlib_module_names without the private (_name) ones.
const char *const standardLibrary[] = {
    "abc",
    "aifc",
    "antigravity",
    "argparse",
    "array",
    "ast",
    "asynchat",
    "asyncio",
    "asyncore",
    "atexit",
    "audioop",
    "base64",
    "bdb",
    "binascii",
    "bisect",
    "builtins",
    "bz2",
    "cProfile",
    "calendar",
    "cgi",
    "cgitb",
    "chunk",
    "cmath",
    "cmd",
    "code",
    "codecs",
    "codeop",
    "collections",
    "colorsys",
    "compileall",
    "concurrent",
    "configparser",
    "contextlib",
    "contextvars",
    "copy",
    "copyreg",
    "crypt",
    "csv",
    "ctypes",
    "curses",
    "dataclasses",
    "datetime",
    "dbm",
    "decimal",
    "difflib",
    "dis",
    "distutils",
    "doctest",
    "email",
    "encodings",
    "ensurepip",
    "enum",
    "errno",
    "faulthandler",
    "fcntl",
    "filecmp",
    "fileinput",
    "fnmatch",
    "fractions",
    "ftplib",
    "functools",
    "gc",
    "genericpath",
    "getopt",
    "getpass",
    "gettext",
    "glob",
    "graphlib",
    "grp",
    "gzip",
    "hashlib",
    "heapq",
    "hmac",
    "html",
    "http",
    "idlelib",
    "imaplib",
    "imghdr",
    "imp",
    "importlib",
    "inspect",
    "io",
    "ipaddress",
    "itertools",
    "json",
    "keyword",
    "lib2to3",
    "linecache",
    "locale",
    "logging",
    "lzma",
    "mailbox",
    "mailcap",
    "marshal",
    "math",
    "mimetypes",
    "mmap",
    "modulefinder",
    "msilib",
    "msvcrt",
    "multiprocessing",
    "netrc",
    "nis",
    "nntplib",
    "nt",
    "ntpath",
    "nturl2path",
    "numbers",
    "opcode",
    "operator",
    "optparse",
    "os",
    "ossaudiodev",
    "pathlib",
    "pdb",
    "pickle",
    "pickletools",
    "pipes",
    "pkgutil",
    "platform",
    "plistlib",
    "poplib",
    "posix",
    "posixpath",
    "pprint",
    "profile",
    "pstats",
    "pty",
    "pwd",
    "py_compile",
    "pyclbr",
    "pydoc",
    "pydoc_data",
    "pyexpat",
    "queue",
    "quopri",
    "random",
    "re",
    "readline",
    "reprlib",
    "resource",
    "rlcompleter",
    "runpy",
    "sched",
    "secrets",
    "select",
    "selectors",
    "shelve",
    "shlex",
    "shutil",
    "signal",
    "site",
    "smtpd",
    "smtplib",
    "sndhdr",
    "socket",
    "socketserver",
    "spwd",
    "sqlite3",
    "sre_compile",
    "sre_constants",
    "sre_parse",
    "ssl",
    "stat",
    "statistics",
    "string",
    "stringprep",
    "struct",
    "subprocess",
    "sunau",
    "symtable",
    "sys",
    "sysconfig",
    "syslog",
    "tabnanny",
    "tarfile",
    "telnetlib",
    "tempfile",
    "termios",
    "textwrap",
    "this",
    "threading",
    "time",
    "timeit",
    "tkinter",
    "token",
    "tokenize",
    "tomllib",
    "trace",
    "traceback",
    "tracemalloc",
    "tty",
    "turtle",
    "turtledemo",
    "types",
    "typing",
    "unicodedata",
    "unittest",
    "urllib",
    "uu",
    "uuid",
    "venv",
    "warnings",
    "wave",
    "weakref",
    "webbrowser",
    "winreg",
    "winsound",
    "wsgiref",
    "xdrlib",
    "xml",
    "xmlrpc",
    "zipapp",
    "zipfile",
    "zipimport",
    "zlib",
    "zoneinfo",
    "__future__",
};

// The source with string literals and comments blanked out (same length, newlines kept), so
// that `import x` inside a docstring is not taken for an import.
QString withoutStrings(const QString &source)
{
    QString out = source;
    const qsizetype n = source.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = source.at(i);
        if (c == QLatin1Char('#')) {
            while (i < n && source.at(i) != QLatin1Char('\n')) {
                out[i++] = QLatin1Char(' ');
            }
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            const bool triple = i + 2 < n && source.at(i + 1) == c && source.at(i + 2) == c;
            const qsizetype quoteLength = triple ? 3 : 1;
            qsizetype j = i + quoteLength;
            while (j < n) {
                if (source.at(j) == QLatin1Char('\\')) {
                    j += 2;
                    continue;
                }
                if (!triple && source.at(j) == QLatin1Char('\n')) {
                    break; // an unterminated one-line string ends with its line
                }
                if (source.at(j) == c &&
                    (!triple || (j + 2 < n && source.at(j + 1) == c && source.at(j + 2) == c))) {
                    j += quoteLength;
                    break;
                }
                ++j;
            }
            j = std::min(j, n);
            for (qsizetype k = i; k < j; ++k) {
                if (out.at(k) != QLatin1Char('\n')) {
                    out[k] = QLatin1Char('x');
                }
            }
            i = j;
            continue;
        }
        ++i;
    }
    return out;
}

} // namespace

bool ImportScanner::isModuleName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return name.size() <= 100 && re.match(name).hasMatch();
}

bool ImportScanner::isDistributionName(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$"));
    return name.size() <= 100 && re.match(name).hasMatch();
}

bool ImportScanner::isStandardLibrary(const QString &module)
{
    static const QSet<QString> names = [] {
        QSet<QString> s;
        for (const char *name : standardLibrary) {
            s.insert(QString::fromLatin1(name));
        }
        return s;
    }();
    return names.contains(module);
}

QStringList ImportScanner::importsOf(const QString &source)
{
    static const QRegularExpression importLine(QStringLiteral("^import\\s+(.+)$"));
    static const QRegularExpression fromLine(
        QStringLiteral("^from\\s+([A-Za-z_][\\w.]*)\\s+import\\b"));
    QStringList out;
    const auto add = [&out](const QString &dotted) {
        const QString top = dotted.section(QLatin1Char('.'), 0, 0).trimmed();
        if (isModuleName(top) && !out.contains(top)) {
            out << top;
        }
    };
    const QStringList lines = withoutStrings(source).split(QLatin1Char('\n'));
    for (QString line : lines) {
        // Top level only: an indented import is inside a block the script controls.
        if (line.isEmpty() || line.at(0).isSpace()) {
            continue;
        }
        line = line.trimmed();
        // `import a; import b` on one line
        for (const QString &statement : line.split(QLatin1Char(';'))) {
            const QString s = statement.trimmed();
            if (const auto m = fromLine.match(s); m.hasMatch()) {
                add(m.captured(1));
            } else if (const auto m2 = importLine.match(s); m2.hasMatch()) {
                QString names = m2.captured(1);
                names.remove(QLatin1Char('(')).remove(QLatin1Char(')')).remove(QLatin1Char('\\'));
                for (const QString &part : names.split(QLatin1Char(','))) {
                    add(part.trimmed().section(QLatin1Char(' '), 0, 0));
                }
            }
        }
    }
    return out;
}

QStringList ImportScanner::requirementsOf(const QString &text, QStringList *unreadable)
{
    static const QRegularExpression nameAtStart(
        QStringLiteral("^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\\s*(\\[[^\\]]*\\])?\\s*"
                       "(?:$|[<>=!~;@ ,(])"));
    QStringList out;
    for (QString line : text.split(QLatin1Char('\n'))) {
        const qsizetype hash = line.indexOf(QLatin1String(" #"));
        if (hash >= 0) {
            line.truncate(hash);
        }
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) ||
            line.startsWith(QLatin1Char('-')) || line.contains(QLatin1String("://")) ||
            line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('/'))) {
            continue;
        }
        const auto m = nameAtStart.match(line);
        if (m.hasMatch()) {
            if (!out.contains(m.captured(1), Qt::CaseInsensitive)) {
                out << m.captured(1);
            }
        } else if (unreadable) {
            *unreadable << line;
        }
    }
    return out;
}

ProjectNeeds ImportScanner::scan(const QString &folder, const QString &entry)
{
    ProjectNeeds needs;
    const QDir root(folder);
    const QString entryPath = root.filePath(entry);
    QFile script(entryPath);
    if (!script.exists() || !QFileInfo(entryPath).isFile()) {
        needs.problems << QObject::tr("The training script %1 could not be read (%2), so its "
                                      "imports were not checked.")
                              .arg(QDir::toNativeSeparators(entryPath),
                                   QObject::tr("there is no such file"));
    } else {
        const QDir scriptDir = QFileInfo(entryPath).dir();
        // The file to read for one of the project's own modules (NAME.py, NAME/__init__.py, or
        // a folder of modules), or empty when `name` is not one.
        const auto ownModule = [&](const QString &name) -> QString {
            for (const QDir &d : {scriptDir, root}) {
                const QString file = d.filePath(name + QStringLiteral(".py"));
                if (QFileInfo(file).isFile()) {
                    return file;
                }
                if (QFileInfo(d.filePath(name)).isDir()) {
                    return d.filePath(name + QStringLiteral("/__init__.py"));
                }
            }
            return {};
        };
        // The project's own modules that the script imports are read too (model.py importing
        // torchvision counts), each once.
        QStringList toRead{entryPath};
        QSet<QString> read;
        while (!toRead.isEmpty() && read.size() < 200) {
            const QString path = toRead.takeFirst();
            if (read.contains(path)) {
                continue;
            }
            read.insert(path);
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                continue;
            }
            for (const QString &m : importsOf(QString::fromUtf8(file.read(4 * 1024 * 1024)))) {
                if (isStandardLibrary(m)) {
                    continue;
                }
                if (const QString own = ownModule(m); !own.isEmpty()) {
                    toRead << own;
                } else if (!needs.modules.contains(m)) {
                    needs.modules << m;
                }
            }
        }
    }
    QFile requirements(root.filePath(QStringLiteral("requirements.txt")));
    if (requirements.exists()) {
        if (!requirements.open(QIODevice::ReadOnly)) {
            needs.problems << QObject::tr("requirements.txt could not be read (%1).")
                                  .arg(requirements.errorString());
        } else {
            QStringList unreadable;
            needs.requirements =
                requirementsOf(QString::fromUtf8(requirements.read(1024 * 1024)), &unreadable);
            for (const QString &line : std::as_const(unreadable)) {
                needs.problems << QObject::tr("This line of requirements.txt names no package "
                                              "Slipway can check: %1")
                                      .arg(line.left(120));
            }
        }
    }
    return needs;
}

} // namespace slipway::envsetup
