#include "connections/storagesummary.h"
#include "widgets/statuscolours.h"

#include <algorithm>

namespace slipway::ui {

StorageSummary::StorageSummary(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("storageSummary"));
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void StorageSummary::clearSummary()
{
    ++m_request;
    m_places.clear();
    clear();
}

bool StorageSummary::hasWarning() const
{
    return std::any_of(m_places.cbegin(), m_places.cend(),
                       [](const storage::PlaceUsage &p) { return p.isLow(); });
}

void StorageSummary::refresh(CommandRunner *runner, const QString &quotaTool,
                             const QString &projectPath, const QString &scratchPath)
{
    const quint64 request = ++m_request;
    m_places.clear();
    if (!runner) {
        clear();
        return;
    }
    setText(tr("Checking your storage (home, project, scratch)…"));
    CommandRequest command;
    command.command = storage::storageOverviewCommand(quotaTool, projectPath, scratchPath);
    command.timeoutMs = 60000;
    runner->run(command).then(this, [this, request](const CommandResult &result) {
        if (request != m_request) {
            return; // a newer request is under way
        }
        if (!result.ran()) {
            setText(tr("Your storage could not be checked: %1").arg(result.error.toHtmlEscaped()));
            return;
        }
        display(storage::parseStorageOverview(result.standardOutput));
    });
}

void StorageSummary::display(const QList<storage::PlaceUsage> &places)
{
    m_places = places;
    QStringList lines;
    for (const storage::PlaceUsage &p : places) {
        if (!p.found && p.label != QLatin1String("Home")) {
            continue; // no such folder here: nothing to watch
        }
        lines << p.line().toHtmlEscaped();
        if (p.isLow()) {
            lines << QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                         .arg(statusColourName(StatusTone::Error), p.warning().toHtmlEscaped());
        }
    }
    setText(lines.isEmpty() ? QString()
                            : QStringLiteral("<b>%1</b><br>").arg(tr("Storage")) +
                                  lines.join(QStringLiteral("<br>")));
    Q_EMIT updated();
}

} // namespace slipway::ui
