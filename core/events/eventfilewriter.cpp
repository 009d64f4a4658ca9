#include "events/eventfilewriter.h"

#include "events/recordframing.h"
#include "proto/tensorboard.pb.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QSysInfo>

#include <atomic>

namespace slipway::events {

namespace {

constexpr qsizetype kFlushThreshold = 64 * 1024;

// A process-wide counter, like TensorBoard's writer, so two writers opened in the same second
// never pick the same file name.
std::atomic<int> g_fileCounter{0};

double nowSeconds()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}

} // namespace

EventFileWriter::EventFileWriter(const QString &logDir)
    : m_logDir(logDir)
{}

EventFileWriter::~EventFileWriter()
{
    close();
}

bool EventFileWriter::open(QString *error)
{
    auto fail = [&](const QString &message) {
        m_error = message;
        if (error) {
            *error = message;
        }
        return false;
    };
    if (m_file.isOpen()) {
        return true;
    }
    if (m_logDir.isEmpty()) {
        return fail(QCoreApplication::translate("eventfilewriter",
                                                "No log folder was given for the event file."));
    }
    QDir dir(m_logDir);
    if (!dir.mkpath(QStringLiteral("."))) {
        return fail(
            QCoreApplication::translate("eventfilewriter", "Cannot create the log folder %1.")
                .arg(QDir::toNativeSeparators(m_logDir)));
    }
    QString host = QSysInfo::machineHostName();
    if (host.isEmpty()) {
        host = QStringLiteral("localhost");
    }
    host.replace(QLatin1Char('/'), QLatin1Char('_'));
    const qint64 seconds = QDateTime::currentSecsSinceEpoch();
    const QString name = QStringLiteral("events.out.tfevents.%1.%2.%3.%4")
                             .arg(seconds, 10, 10, QLatin1Char('0'))
                             .arg(host)
                             .arg(QCoreApplication::applicationPid())
                             .arg(g_fileCounter.fetch_add(1));
    m_file.setFileName(dir.filePath(name));
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        const QString reason = m_file.errorString();
        m_file.setFileName(QString());
        return fail(
            QCoreApplication::translate("eventfilewriter", "Cannot create the event file %1: %2")
                .arg(QDir::toNativeSeparators(dir.filePath(name)), reason));
    }
    pb::Event event;
    event.set_wall_time(nowSeconds());
    event.set_file_version("brain.Event:2");
    if (!appendEvent(event.SerializeAsString()) || !flush()) {
        if (error) {
            *error = m_error;
        }
        return false;
    }
    return true;
}

bool EventFileWriter::addScalar(const QString &tag, double value, qint64 step, double wallTime)
{
    if (!m_file.isOpen()) {
        m_error = QCoreApplication::translate("eventfilewriter", "The event file is not open.");
        return false;
    }
    pb::Event event;
    event.set_wall_time(wallTime < 0 ? nowSeconds() : wallTime);
    event.set_step(step);
    pb::Summary::Value *summaryValue = event.mutable_summary()->add_value();
    summaryValue->set_tag(tag.toStdString());
    summaryValue->set_simple_value(float(value));
    return appendEvent(event.SerializeAsString());
}

bool EventFileWriter::addSessionLog(SessionStatus status, qint64 step, double wallTime)
{
    if (!m_file.isOpen()) {
        m_error = QCoreApplication::translate("eventfilewriter", "The event file is not open.");
        return false;
    }
    pb::Event event;
    event.set_wall_time(wallTime < 0 ? nowSeconds() : wallTime);
    event.set_step(step);
    event.mutable_session_log()->set_status(pb::SessionLog::SessionStatus(int(status)));
    return appendEvent(event.SerializeAsString());
}

bool EventFileWriter::appendEvent(const std::string &serialized)
{
    char header[framing::kHeaderSize];
    framing::appendFrameHeader(header, serialized.size());
    const std::uint32_t crc = framing::dataCrc(serialized.data(), serialized.size());
    char footer[framing::kFooterSize];
    for (int i = 0; i < 4; ++i) {
        footer[i] = char(crc >> (8 * i));
    }
    m_pending.append(header, sizeof header);
    m_pending.append(serialized.data(), qsizetype(serialized.size()));
    m_pending.append(footer, sizeof footer);
    if (m_pending.size() >= kFlushThreshold) {
        return flush();
    }
    return true;
}

bool EventFileWriter::flush()
{
    if (!m_file.isOpen()) {
        m_error = QCoreApplication::translate("eventfilewriter", "The event file is not open.");
        return false;
    }
    if (!m_pending.isEmpty()) {
        const qint64 written = m_file.write(m_pending);
        if (written != m_pending.size()) {
            m_error = QCoreApplication::translate("eventfilewriter",
                                                  "Cannot write to the event file %1: %2")
                          .arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString());
            return false;
        }
        m_pending.clear();
    }
    if (!m_file.flush()) {
        m_error =
            QCoreApplication::translate("eventfilewriter", "Cannot write to the event file %1: %2")
                .arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString());
        return false;
    }
    return true;
}

void EventFileWriter::close()
{
    if (m_file.isOpen()) {
        flush();
        m_file.close();
    }
}

} // namespace slipway::events
