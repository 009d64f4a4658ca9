#include "events/scalarexport.h"

#include "events/logdirreader.h"
#include "events/smoothing.h"

#include <QCoreApplication>
#include <QIODevice>

#include <charconv>
#include <cmath>

namespace slipway::events {

namespace {

constexpr qsizetype kFlushSize = 1 << 20;

QByteArray jsonString(const QString &text)
{
    QByteArray out("\"");
    for (const char c : text.toUtf8()) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                out += QByteArray("\\u00") + QByteArray::number(int(c), 16).rightJustified(2, '0');
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

QByteArray jsonNumber(double value)
{
    return std::isfinite(value) ? formatNumber(value) : QByteArrayLiteral("null");
}

class Sink
{
public:
    explicit Sink(QIODevice *out)
        : m_out(out)
    {}
    void append(const QByteArray &bytes)
    {
        m_buffer += bytes;
        if (m_buffer.size() >= kFlushSize) {
            flush();
        }
    }
    bool flush()
    {
        if (!m_buffer.isEmpty() && m_ok) {
            m_ok = m_out->write(m_buffer) == m_buffer.size();
        }
        m_buffer.clear();
        return m_ok;
    }
    bool finish(QString *error)
    {
        if (!flush()) {
            if (error) {
                *error = QCoreApplication::translate("scalarexport", "Cannot write the export: %1")
                             .arg(m_out->errorString());
            }
            return false;
        }
        return true;
    }

private:
    QIODevice *m_out;
    QByteArray m_buffer;
    bool m_ok = true;
};

std::vector<double> smoothedValues(const ScalarTag &tag, const ExportOptions &options)
{
    std::vector<double> steps;
    if (options.method == smoothing::Method::TimeWeightedEma) {
        steps.reserve(std::size_t(tag.series.size()));
        for (qsizetype i = 0; i < tag.series.size(); ++i) {
            steps.push_back(double(tag.series.step(i)));
        }
    }
    return smoothing::smooth(options.method, steps, yValues(tag.series), options.smoothing);
}

} // namespace

QByteArray formatNumber(double value)
{
    if (std::isnan(value)) {
        return QByteArrayLiteral("nan");
    }
    if (std::isinf(value)) {
        return value > 0 ? QByteArrayLiteral("inf") : QByteArrayLiteral("-inf");
    }
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, result.ptr - buffer);
}

void forEachSelectedTag(const LogDirReader &reader, const QRegularExpression &tagFilter,
                        const std::function<void(const RunData &, const ScalarTag &)> &visit)
{
    const bool all = tagFilter.pattern().isEmpty();
    for (const auto &run : reader.runs()) {
        for (const auto &tag : run->tags()) {
            if (all || tagFilter.match(tag->name).hasMatch()) {
                visit(*run, *tag);
            }
        }
    }
}

bool writeCsv(const LogDirReader &reader, const ExportOptions &options, QIODevice *out,
              QString *error)
{
    Sink sink(out);
    const bool smooth = options.smoothing > 0.0;
    sink.append(smooth ? QByteArrayLiteral("run,tag,step,wall_time,value,smoothed\n")
                       : QByteArrayLiteral("run,tag,step,wall_time,value\n"));
    forEachSelectedTag(reader, options.tagFilter, [&](const RunData &run, const ScalarTag &tag) {
        const QByteArray prefix = csvField(run.name()) + ',' + csvField(tag.name) + ',';
        const std::vector<double> smoothed =
            smooth ? smoothedValues(tag, options) : std::vector<double>();
        for (qsizetype i = 0; i < tag.series.size(); ++i) {
            QByteArray line = prefix + QByteArray::number(tag.series.step(i)) + ',' +
                              formatNumber(tag.series.wallTime(i)) + ',' +
                              formatNumber(tag.series.value(i));
            if (smooth) {
                line += ',' + formatNumber(smoothed[std::size_t(i)]);
            }
            line += '\n';
            sink.append(line);
        }
    });
    return sink.finish(error);
}

bool writeJson(const LogDirReader &reader, const ExportOptions &options, QIODevice *out,
               QString *error)
{
    Sink sink(out);
    const bool smooth = options.smoothing > 0.0;
    sink.append(QByteArrayLiteral("{\"runs\":["));
    const RunData *currentRun = nullptr;
    bool firstTag = true;
    forEachSelectedTag(reader, options.tagFilter, [&](const RunData &run, const ScalarTag &tag) {
        if (&run != currentRun) {
            sink.append(QByteArray(currentRun ? "]}," : "") +
                        "{\"name\":" + jsonString(run.name()) + ",\"tags\":[");
            currentRun = &run;
            firstTag = true;
        }
        sink.append(QByteArray(firstTag ? "" : ",") + "{\"name\":" + jsonString(tag.name));
        firstTag = false;
        auto array = [&](const char *name, auto valueAt) {
            sink.append(QByteArray(",\"") + name + "\":[");
            for (qsizetype i = 0; i < tag.series.size(); ++i) {
                sink.append((i ? QByteArray(",") : QByteArray()) + valueAt(i));
            }
            sink.append(QByteArrayLiteral("]"));
        };
        array("steps", [&](qsizetype i) { return QByteArray::number(tag.series.step(i)); });
        array("wall_times", [&](qsizetype i) { return jsonNumber(tag.series.wallTime(i)); });
        array("values", [&](qsizetype i) { return jsonNumber(tag.series.value(i)); });
        if (smooth) {
            const std::vector<double> smoothed = smoothedValues(tag, options);
            array("smoothed", [&](qsizetype i) { return jsonNumber(smoothed[std::size_t(i)]); });
        }
        sink.append(QByteArrayLiteral("}"));
    });
    sink.append(currentRun ? QByteArrayLiteral("]}]}\n") : QByteArrayLiteral("]}\n"));
    return sink.finish(error);
}

QByteArray csvField(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    // OWASP, "CSV Injection": these first characters start a formula in Excel, LibreOffice and
    // Google Sheets; the quote makes the cell plain text there.
    const char first = bytes.isEmpty() ? '\0' : bytes.front();
    const bool formula = first == '=' || first == '+' || first == '-' || first == '@' ||
                         first == '\t' || first == '\r';
    if (formula) {
        bytes.prepend('\'');
    }
    if (formula || bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') ||
        bytes.contains('\r')) {
        bytes.replace("\"", "\"\"");
        bytes = '"' + bytes + '"';
    }
    return bytes;
}

} // namespace slipway::events
