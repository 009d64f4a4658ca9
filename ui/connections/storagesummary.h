#pragma once

#include "common/commandrunner.h"
#include "storage/storageoverview.h"

#include <QFuture>
#include <QLabel>
#include <QPointer>

namespace slipway::ui {

// Home, project and scratch usage against the quota, in bytes and files, as a few plain lines
// (storage::storageOverviewCommand, one remote command), with a warning in red for a place
// under 10 % free. Shown on the Connections page once connected and on the New run wizard's
// Review step. Never blocks: the command runs through the connection's runner, and a newer
// request (or the widget going away) drops the answer of an older one.
class StorageSummary final : public QLabel
{
    Q_OBJECT

public:
    explicit StorageSummary(QWidget *parent = nullptr);

    // Asks `runner`; `quotaTool` as storageOverviewCommand takes it ("auto" when no profile
    // names one).
    void refresh(CommandRunner *runner, const QString &quotaTool, const QString &projectPath,
                 const QString &scratchPath);
    void clearSummary();

    const QList<storage::PlaceUsage> &places() const { return m_places; }
    bool hasWarning() const;

Q_SIGNALS:
    void updated();

private:
    void display(const QList<storage::PlaceUsage> &places);

    QList<storage::PlaceUsage> m_places;
    quint64 m_request = 0;
};

} // namespace slipway::ui
