#include "common/wordrules.h"

#include "common/terminaltext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace slipway::wordrules {

namespace {

constexpr qsizetype kMaxWord = 4096;

bool hasControl(const QString &value)
{
    for (const QChar c : value) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator) {
            return true;
        }
    }
    return false;
}

bool hasLoneSurrogate(const QString &value)
{
    for (qsizetype i = 0; i < value.size(); ++i) {
        const char16_t u = value.at(i).unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < value.size() &&
            QChar::isLowSurrogate(value.at(i + 1).unicode())) {
            ++i;
        } else if (QChar::isSurrogate(u)) {
            return true;
        }
    }
    return false;
}

// The problems every word shares, or an empty string.
QString commonProblem(const QString &value, const QString &what)
{
    const QString text = plainText(value);
    if (!text.isEmpty()) {
        return text;
    }
    if (hasControl(value)) {
        return QCoreApplication::translate(
                   "wordrules", "\"%1\" contains a line break or another control character; "
                                "remove it.")
            .arg(quoteForMessage(value));
    }
    if (value.startsWith(QLatin1Char('-'))) {
        return QCoreApplication::translate(
                   "wordrules", "\"%1\" starts with '-', so the program would read it as an "
                                "option instead of %2; remove the '-'.")
            .arg(quoteForMessage(value), what);
    }
    if (value.size() > kMaxWord) {
        return QCoreApplication::translate("wordrules", "%1 characters are too long for %2.")
            .arg(value.size())
            .arg(what);
    }
    return {};
}

// `value` without the known variables at the start of its components and without a leading
// "~/" (shellwords::pathWord leaves exactly those for the shell to expand), so only the
// literal rest is checked.
QString afterKnownVariable(const QString &value)
{
    static const QRegularExpression variable(QStringLiteral(
        R"(^\$(\{)?(HOME|USER|SCRATCH|PROJECT|SLURM_TMPDIR|TMPDIR|PBS_O_WORKDIR|SLURM_SUBMIT_DIR)(?(1)\}|(?![A-Za-z0-9_])))"));
    QString rest = value.startsWith(QLatin1String("~/")) ? value.mid(2) : value;
    QStringList parts = rest.split(QLatin1Char('/'));
    for (QString &part : parts) {
        const auto m = variable.match(part);
        if (m.hasMatch()) {
            part = part.mid(m.capturedLength());
        }
    }
    return parts.join(QLatin1Char('/'));
}

QString checked(const QString &value, const QString &what, const QRegularExpression &pattern,
                const QString &rule, const QString &rest)
{
    const QString common = commonProblem(value, what);
    if (!common.isEmpty()) {
        return common;
    }
    if (value.isEmpty()) {
        return QCoreApplication::translate("wordrules", "It is empty; give %1.").arg(what);
    }
    if (!pattern.match(rest).hasMatch()) {
        return QStringLiteral("\"%1\" cannot be %2: %3.").arg(quoteForMessage(value), what, rule);
    }
    return {};
}

QString checked(const QString &value, const QString &what, const QRegularExpression &pattern,
                const QString &rule)
{
    return checked(value, what, pattern, rule, value);
}

} // namespace

QString quoteForMessage(const QString &value)
{
    const QString shown = printableText(value);
    return shown.size() > 80 ? shown.left(77) + QStringLiteral("...") : shown;
}

QString moduleName(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9_.+/-]*$)"));
    return checked(value, QStringLiteral("a module name"), re,
                   QStringLiteral("module names use only letters, digits and _ . + - /, and "
                                  "start with a letter or digit (for example "
                                  "PyTorch/2.1.2-foss-2023a-CUDA-12.1.1 or python/3.11); the "
                                  "module tool would run anything else as shell code"));
}

QString moduleFolder(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_.+/-]*$)"));
    return checked(value, QStringLiteral("a module folder"), re,
                   QStringLiteral("use only letters, digits and _ . + - /, and $HOME, $USER, "
                                  "$SCRATCH or $PROJECT at the start of a folder name, or ~/ at "
                                  "the start; the module tool would run anything else as shell "
                                  "code"),
                   afterKnownVariable(value));
}

QString condaEnvironment(const QString &value)
{
    const bool prefix = value.contains(QLatin1Char('/')) || value.startsWith(QLatin1Char('$')) ||
                        value.startsWith(QLatin1Char('~'));
    if (prefix) {
        static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_.+/@=,%-]*$)"));
        return checked(value, QStringLiteral("a conda environment folder"), re,
                       QStringLiteral("use only letters, digits and _ . + - / @ = , %, and $HOME, "
                                      "$USER, $SCRATCH or $PROJECT at the start of a folder "
                                      "name, or ~/ at the start; conda would run anything else "
                                      "as shell code when it activates the environment"),
                       afterKnownVariable(value));
    }
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9_.+-]*$)"));
    return checked(value, QStringLiteral("a conda environment name"), re,
                   QStringLiteral("conda environment names use only letters, digits and _ . + -, "
                                  "and start with a letter or digit (or give the environment's "
                                  "folder, such as $HOME/envs/torch)"));
}

QString containerImage(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_.+/:@=,%~-]*$)"));
    return checked(value, QStringLiteral("a container image"), re,
                   QStringLiteral("use a .sif file or an address such as "
                                  "docker://nvcr.io/nvidia/pytorch:23.10-py3, made of letters, "
                                  "digits and _ . + - / : @ = , % ~ (and $HOME, $USER, $SCRATCH or "
                                  "$PROJECT at the start of a folder name)"),
                   afterKnownVariable(value));
}

QString schedulerName(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9_.+-]*$)"));
    return checked(value, QStringLiteral("a name the scheduler accepts"), re,
                   QStringLiteral("use only letters, digits and _ . + -, starting with a letter "
                                  "or digit"));
}

QString gpuType(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9_.-]*$)"));
    return checked(value, QStringLiteral("a GPU type"), re,
                   QCoreApplication::translate(
                       "wordrules", "GPU types use only letters, digits and _ . - (for example "
                                    "h100 or a100)"));
}

QString hostName(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9][A-Za-z0-9_.-]{0,252}$)"));
    return checked(value, QStringLiteral("a node name"), re,
                   QStringLiteral("node names use only letters, digits and _ . -, starting with a "
                                  "letter or digit"));
}

QString packageSpec(const QString &value)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^[A-Za-z0-9_./][A-Za-z0-9_.+/@:=<>!~*,\[\]-]*$)"));
    return checked(value, QStringLiteral("a package"), re,
                   QStringLiteral("write a package such as torch, torch==2.4.0, numpy>=1.24,<2 "
                                  "or a wheel file, without spaces, quotes or shell characters"));
}

QString condaChannel(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z0-9_][A-Za-z0-9_.+/:@-]*$)"));
    return checked(value, QStringLiteral("a conda channel"), re,
                   QStringLiteral("write a channel such as pytorch or conda-forge, or its "
                                  "address, without spaces, quotes or shell characters"));
}

QList<std::pair<qsizetype, QString>> packageList(const QStringList &packages, bool conda)
{
    QList<std::pair<qsizetype, QString>> out;
    for (qsizetype i = 0; i < packages.size(); ++i) {
        const QString &word = packages.at(i);
        if (conda && (word == QLatin1String("-c") || word == QLatin1String("--channel"))) {
            if (i + 1 >= packages.size()) {
                out.append({i, QCoreApplication::translate(
                                   "wordrules", "\"%1\" needs a channel after it, such as "
                                                "pytorch.")
                                   .arg(word)});
                break;
            }
            ++i;
            const QString channel = condaChannel(packages.at(i));
            if (!channel.isEmpty()) {
                out.append({i, channel});
            }
            continue;
        }
        const QString problem =
            word.isEmpty()
                ? QCoreApplication::translate("wordrules", "It is empty; remove it or fill it in.")
                : packageSpec(word);
        if (!problem.isEmpty()) {
            out.append({i, problem});
        }
    }
    return out;
}

QString pythonVersion(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^[0-9]+(\.([0-9]+|\*)){0,2}$)"));
    return checked(value, QStringLiteral("a Python version"), re,
                   QStringLiteral("write a version such as 3.11 or 3.10.12"));
}

QString pathWord(const QString &value)
{
    return commonProblem(value, QStringLiteral("a path"));
}

QString plainText(const QString &value)
{
    if (value.contains(QChar(0))) {
        return QCoreApplication::translate(
            "wordrules", "It contains a NUL byte, which no program can be given; remove "
                         "it.");
    }
    if (hasLoneSurrogate(value)) {
        return QCoreApplication::translate(
            "wordrules", "It contains a broken character (half of a UTF-16 surrogate pair, "
                         "such as \\ud800), which cannot be written as UTF-8 and would "
                         "become '?'; remove it.");
    }
    return {};
}

} // namespace slipway::wordrules
