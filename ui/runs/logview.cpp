#include "runs/logview.h"

#include "common/commandrunner.h"
#include "widgets/statuscolours.h"

#include <QCheckBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

constexpr int kPollMs = 2000;
constexpr int kMaxHighlights = 2000;

} // namespace

LogView::LogView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *bar = new QHBoxLayout;
    m_path = new QLabel(this);
    m_path->setObjectName(QStringLiteral("logPath"));
    m_path->setTextFormat(Qt::PlainText);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long log path must not widen the window past the screen: cut it, whole in the tooltip.
    m_path->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_path->setMinimumWidth(80);
    bar->addWidget(m_path, 1);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("logSearch"));
    m_search->setPlaceholderText(tr("Search the log"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(200);
    m_search->setMaximumWidth(320);
    bar->addWidget(m_search);
    auto *previous = new QPushButton(tr("Previous"), this);
    previous->setObjectName(QStringLiteral("logSearchPrevious"));
    auto *next = new QPushButton(tr("Next"), this);
    next->setObjectName(QStringLiteral("logSearchNext"));
    bar->addWidget(previous);
    bar->addWidget(next);
    m_searchInfo = new QLabel(this);
    m_searchInfo->setObjectName(QStringLiteral("logSearchInfo"));
    m_searchInfo->setMinimumWidth(
        m_searchInfo->fontMetrics().horizontalAdvance(tr("line %1").arg(9999999)) + 8);
    bar->addWidget(m_searchInfo);
    m_follow = new QCheckBox(tr("Follow"), this);
    m_follow->setObjectName(QStringLiteral("logFollow"));
    m_follow->setToolTip(tr("Keep the end of the log in view as it grows."));
    m_follow->setChecked(true);
    bar->addWidget(m_follow);
    layout->addLayout(bar);

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("diagnosisBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    setBannerTone(m_banner, StatusTone::Error, QStringLiteral("padding: 6px;"));
    m_banner->hide();
    layout->addWidget(m_banner);

    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("logText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMaximumBlockCount(200000);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_text->setFont(mono);
    layout->addWidget(m_text, 1);

    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("logProgress"));
    m_progress->setTextFormat(Qt::PlainText);
    m_progress->setFont(mono);
    m_progress->hide();
    layout->addWidget(m_progress);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("logStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_timer = new QTimer(this);
    m_timer->setInterval(kPollMs);
    connect(m_timer, &QTimer::timeout, this, &LogView::poll);
    connect(next, &QPushButton::clicked, this, [this] { findNext(false); });
    connect(previous, &QPushButton::clicked, this, [this] { findNext(true); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] { findNext(false); });
    connect(m_search, &QLineEdit::textChanged, this, [this] {
        m_searchInfo->clear();
        highlightMatches();
    });
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on) {
            m_text->moveCursor(QTextCursor::End);
            m_text->ensureCursorVisible();
        }
    });
}

LogView::~LogView() = default;

void LogView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_sources.empty() && (m_active || m_finalRead)) {
        m_timer->start();
        poll();
    }
}

void LogView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_timer->stop(); // nobody is looking; the offset keeps the place
}

void LogView::open(const runs::RunRecord &run, CommandRunner *runner)
{
    ++m_generation;
    m_run = run;
    m_runner = runner;
    m_sources.clear();
    m_diagnoser = runs::LogDiagnoser();
    m_busy = false;
    m_finalRead = false;
    m_error.clear();
    m_text->clear();
    m_progress->hide();
    m_banner->hide();
    if (!run.stdoutPath.isEmpty()) {
        m_sources.push_back({std::make_unique<runs::LogFollower>(run.stdoutPath), false, false});
    }
    if (!run.stderrPath.isEmpty() && run.stderrPath != run.stdoutPath) {
        m_sources.push_back({std::make_unique<runs::LogFollower>(run.stderrPath), true, false});
    }
    QStringList paths;
    for (const Source &s : m_sources) {
        paths << s.follower->path();
    }
    m_path->setText(paths.isEmpty() ? tr("Run %1").arg(run.id)
                                    : tr("Run %1: %2").arg(run.id).arg(paths.join(tr(", "))));
    m_path->setToolTip(m_path->text());
    m_active = run.isActive();
    if (m_sources.empty()) {
        m_timer->stop();
        m_status->setText(run.jobId.isEmpty()
                              ? tr("This run was never submitted, so it has no log.")
                              : tr("The log's location is not known yet; it is filled in when "
                                   "the scheduler reports the job."));
        return;
    }
    m_status->setText(tr("Reading the log…"));
    m_timer->start();
    poll();
}

void LogView::setJobActive(bool active)
{
    if (m_active && !active) {
        m_finalRead = true; // one more read picks up the last lines the job wrote
    }
    m_active = active;
    if (active && !m_sources.empty() && !m_timer->isActive()) {
        m_timer->start();
    }
}

void LogView::poll()
{
    if (m_busy || m_sources.empty()) {
        return;
    }
    if (!m_runner) {
        m_status->setText(tr("The connection to %1 is closed.").arg(m_run.host));
        m_timer->stop();
        return;
    }
    m_busy = true;
    m_error.clear();
    readSource(0);
}

void LogView::readSource(int index)
{
    if (index >= int(m_sources.size())) {
        m_busy = false;
        if (!m_active && m_error.isEmpty()) {
            // The job has ended and everything it wrote has been read.
            if (!m_finalRead) {
                for (Source &s : m_sources) {
                    appendLines(s.follower->finish(), s.isErr);
                }
                m_progress->hide();
                m_timer->stop();
            }
            m_finalRead = false;
        }
        updateStatus();
        return;
    }
    if (!m_runner) {
        m_busy = false;
        return;
    }
    Source &source = m_sources[size_t(index)];
    CommandRequest request{source.follower->readCommand(), {}, 60000};
    const quint64 generation = m_generation;
    m_runner->run(request).then(this, [this, index, generation](const CommandResult &result) {
        if (generation != m_generation || index >= int(m_sources.size())) {
            return;
        }
        Source &s = m_sources[size_t(index)];
        const runs::LogFollower::Update u = s.follower->consume(result);
        if (!u.ok) {
            m_error = tr("Could not read %1: %2 Trying again; nothing is lost.")
                          .arg(s.follower->path(), u.error);
            readSource(index + 1);
            return;
        }
        s.exists = u.exists;
        if (u.restarted) {
            appendLines(
                {tr("[%1 was replaced; reading it from the start]").arg(s.follower->path())}, true);
        }
        appendLines(u.lines, s.isErr);
        const QString partial = s.follower->partialLine();
        if (!s.isErr) {
            m_progress->setVisible(!partial.isEmpty());
            m_progress->setText(partial.left(400));
        }
        if (u.more || u.restarted) {
            readSource(index);
        } else {
            readSource(index + 1);
        }
    });
}

void LogView::appendLines(const QStringList &lines, bool isErr)
{
    if (lines.isEmpty()) {
        return;
    }
    Q_EMIT linesAppended(m_run.id, lines);
    QTextCursor cursor(m_text->document());
    cursor.movePosition(QTextCursor::End);
    QTextCharFormat format;
    if (isErr) {
        format.setForeground(statusColour(StatusTone::Error, m_text->palette()));
    }
    cursor.beginEditBlock();
    for (const QString &line : lines) {
        if (!m_text->document()->isEmpty()) {
            cursor.insertBlock();
        }
        cursor.insertText(line, format);
        if (!m_diagnoser.feed(line).isEmpty()) {
            showDiagnoses();
        }
    }
    cursor.endEditBlock();
    if (m_follow->isChecked()) {
        m_text->moveCursor(QTextCursor::End);
        m_text->ensureCursorVisible();
    }
    if (!m_search->text().isEmpty()) {
        highlightMatches();
    }
}

void LogView::showDiagnoses()
{
    QStringList parts;
    for (const runs::Diagnosis &d : m_diagnoser.found()) {
        parts << tr("<b>%1</b><br>%2<br><i>Seen in line %3:</i> <code>%4</code>")
                     .arg(d.title.toHtmlEscaped(), d.fix.toHtmlEscaped())
                     .arg(d.line + 1)
                     .arg(d.text.left(300).toHtmlEscaped());
    }
    m_banner->setText(parts.join(QStringLiteral("<hr>")));
    m_banner->setVisible(!parts.isEmpty());
}

void LogView::updateStatus()
{
    if (!m_error.isEmpty()) {
        m_status->setText(m_error);
        return;
    }
    QStringList waiting;
    for (const Source &s : m_sources) {
        if (!s.exists) {
            waiting << s.follower->path();
        }
    }
    if (!waiting.isEmpty() && waiting.size() == int(m_sources.size())) {
        m_status->setText(
            m_active ? tr("Waiting for the job to start writing %1.").arg(waiting.join(tr(" and ")))
                     : tr("The job wrote no log at %1.").arg(waiting.join(tr(" and "))));
        return;
    }
    const int lines = m_text->document()->isEmpty() ? 0 : m_text->document()->blockCount();
    m_status->setText(m_active ? tr("%n line(s); following while the job runs.", nullptr, lines)
                               : tr("%n line(s); the job has ended.", nullptr, lines));
}

bool LogView::findNext(bool backwards)
{
    const QString needle = m_search->text();
    if (needle.isEmpty()) {
        m_searchInfo->clear();
        return false;
    }
    const QTextDocument::FindFlags flags =
        backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = m_text->find(needle, flags);
    if (!found) {
        // Wrap around.
        QTextCursor cursor = m_text->textCursor();
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_text->setTextCursor(cursor);
        found = m_text->find(needle, flags);
    }
    if (found) {
        m_follow->setChecked(false); // the user is reading; do not jump away
        const int line = m_text->textCursor().blockNumber() + 1;
        m_searchInfo->setText(tr("line %1").arg(line));
    } else {
        m_searchInfo->setText(tr("not found"));
    }
    highlightMatches();
    return found;
}

void LogView::highlightMatches()
{
    QList<QTextEdit::ExtraSelection> selections;
    const QString needle = m_search->text();
    if (!needle.isEmpty()) {
        QTextCharFormat format;
        format.setBackground(QColor(0xff, 0xeb, 0x3b));
        format.setForeground(Qt::black); // on the yellow mark, in light and dark alike
        QTextCursor cursor(m_text->document());
        while (selections.size() < kMaxHighlights) {
            cursor = m_text->document()->find(needle, cursor);
            if (cursor.isNull()) {
                break;
            }
            selections.append({cursor, format});
        }
    }
    m_text->setExtraSelections(selections);
}

QString LogView::text() const
{
    return m_text->toPlainText();
}

} // namespace slipway::ui
