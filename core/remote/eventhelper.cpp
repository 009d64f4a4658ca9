#include "remote/eventhelper.h"

#include "remote/eventfetch.h"
#include "ssh/sshconnection.h"
#include "ssh/sshstream.h"

#include <QThread>

namespace slipway::remote {

namespace {

constexpr qsizetype kMaxErrorBytes = 64 * 1024;

QString objectNameFor(const QString &python)
{
    return QStringLiteral("slipway-event-helper:") + python;
}

} // namespace

EventHelper *EventHelper::of(ssh::SshConnection *connection, const QString &python)
{
    if (!connection || QThread::currentThread() != connection->thread() ||
        eventfetch::helperCommand(python).isEmpty()) {
        return nullptr;
    }
    const QString name = objectNameFor(python);
    auto *helper = connection->findChild<EventHelper *>(name, Qt::FindDirectChildrenOnly);
    if (!helper) {
        helper = new EventHelper(connection, python);
        helper->setObjectName(name);
    }
    return helper;
}

EventHelper::EventHelper(ssh::SshConnection *connection, QString python)
    : QObject(connection)
    , m_connection(connection)
    , m_python(std::move(python))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this,
            [this] { stop(QStringLiteral("no answer in time")); });
}

EventHelper::~EventHelper()
{
    // Gone with its connection: whoever waits runs the one-shot command (which then says the
    // connection is gone).
    std::deque<Pending> pending = std::exchange(m_pending, {});
    for (Pending &p : pending) {
        deliver(std::move(p), Answer());
    }
}

void EventHelper::start()
{
    if (m_state != State::Stopped || m_failedStarts >= kMaxFailedStarts || !m_connection) {
        return;
    }
    ++m_failedStarts; // until it announces itself
    m_state = State::Starting;
    m_buffer.clear();
    m_errors.clear();
    m_pid = 0;
    ssh::SshStream *stream = m_connection->openStream(eventfetch::helperCommand(m_python), this);
    m_stream = stream;
    connect(stream, &ssh::SshStream::standardOutput, this, [this, stream](const QByteArray &d) {
        if (stream == m_stream) {
            onOutput(d);
        }
    });
    connect(stream, &ssh::SshStream::standardError, this, [this, stream](const QByteArray &d) {
        if (stream == m_stream && m_errors.size() < kMaxErrorBytes) {
            m_errors += d.left(kMaxErrorBytes - m_errors.size());
        }
    });
    connect(stream, &ssh::SshStream::finished, this, [this, stream](int, const QString &error) {
        if (stream == m_stream) {
            stop(error.isEmpty() ? QStringLiteral("it ended") : error);
        }
    });
}

void EventHelper::ask(const QByteArray &request, QObject *context, Callback done)
{
    if (m_state != State::Ready || !m_stream) {
        deliver({context, std::move(done)}, Answer());
        return;
    }
    m_pending.push_back({context, std::move(done)});
    m_stream->write(eventfetch::helperRequest(request));
    if (m_pending.size() == 1) {
        m_timer.start(m_answerTimeoutMs);
    }
}

void EventHelper::onOutput(const QByteArray &data)
{
    m_buffer += data;
    if (m_state == State::Starting) {
        const qsizetype end = m_buffer.indexOf('\n');
        if (end < 0) {
            if (m_buffer.size() > 4096) {
                stop(QStringLiteral("it did not start as expected"));
            }
            return;
        }
        const QList<QByteArray> words = m_buffer.left(end).split(' ');
        bool ok = false;
        const qint64 pid = words.size() == 3 ? words.at(2).toLongLong(&ok) : 0;
        if (words.size() != 3 || words.at(0) != "SLIPWAY-HELPER" || words.at(1) != "1" || !ok) {
            // No python3 there (SLIPWAY-NOPYTHON) or something else: do not try again.
            m_failedStarts = kMaxFailedStarts;
            stop(QStringLiteral("it did not start"));
            return;
        }
        m_buffer.remove(0, end + 1);
        m_pid = pid;
        m_failedStarts = 0;
        m_state = State::Ready;
    }
    while (m_state == State::Ready) {
        const qsizetype end = m_buffer.indexOf('\n');
        if (end < 0) {
            if (m_buffer.size() > 4096) {
                stop(QStringLiteral("an answer Slipway does not understand"));
            }
            return;
        }
        const QList<QByteArray> words = m_buffer.left(end).split(' ');
        bool statusOk = false, sizeOk = false;
        const int status = words.size() == 3 ? words.at(1).toInt(&statusOk) : -1;
        const qint64 size = words.size() == 3 ? words.at(2).toLongLong(&sizeOk) : -1;
        if (words.size() != 3 || words.at(0) != "SLIPWAY-ANS" || !statusOk || !sizeOk || size < 0 ||
            m_pending.empty()) {
            stop(QStringLiteral("an answer Slipway does not understand"));
            return;
        }
        if (m_buffer.size() - (end + 1) < size) {
            return; // the rest of the answer is on its way
        }
        Answer answer;
        answer.ok = true;
        answer.status = status;
        answer.output = m_buffer.mid(end + 1, size);
        answer.errors = std::exchange(m_errors, QByteArray());
        m_buffer.remove(0, end + 1 + size);
        Pending pending = std::move(m_pending.front());
        m_pending.pop_front();
        if (m_pending.empty()) {
            m_timer.stop();
        } else {
            m_timer.start(m_answerTimeoutMs);
        }
        deliver(std::move(pending), answer);
    }
}

void EventHelper::stop(const QString &why)
{
    m_lastError = why;
    m_state = State::Stopped;
    m_timer.stop();
    m_pid = 0;
    if (m_stream) {
        ssh::SshStream *stream = m_stream;
        m_stream = nullptr;
        stream->close();
        stream->deleteLater();
    }
    m_buffer.clear();
    std::deque<Pending> pending = std::exchange(m_pending, {});
    for (Pending &p : pending) {
        deliver(std::move(p), Answer());
    }
}

void EventHelper::deliver(Pending pending, const Answer &answer)
{
    if (!pending.context || !pending.done) {
        return;
    }
    QMetaObject::invokeMethod(
        pending.context.data(), [done = std::move(pending.done), answer] { done(answer); },
        Qt::QueuedConnection);
}

} // namespace slipway::remote
