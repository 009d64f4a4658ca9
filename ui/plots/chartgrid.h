#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QString>
#include <QWidget>

class QGridLayout;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace slipway::events {
class PlotModel;
}

namespace slipway::ui {

class ScalarChart;

// How a run's curves look: its colour, the name in legends and hover texts, and its group.
struct RunLook
{
    QColor color;
    QString label;
    QString group; // runs of one group share a mean ± std band; empty: not grouped
};

// The charts of the Plots page: one per shown tag (at most kMaxCharts, in one or two columns),
// or all shown tags in one, built from a PlotModel; above them a note when nothing can be drawn
// (the folder cannot be read, no tag matches, every run hidden).
class ChartGrid final : public QWidget
{
    Q_OBJECT

public:
    explicit ChartGrid(QWidget *parent = nullptr);

    // Builds the charts again for what `model` shows now.
    void rebuild(const events::PlotModel &model, const QHash<QString, RunLook> &looks);
    // New points in the series the charts show.
    void dataChanged();
    // Draws the curves of `run` wider in every chart (empty: none).
    void setHighlightedRun(const QString &run);
    QList<ScalarChart *> charts() const { return m_charts; }

Q_SIGNALS:
    // A curve of `run` was clicked in one of the charts.
    void runClicked(const QString &run);

public:
    static constexpr int kMaxCharts = 24;

private:
    QString noteFor(const events::PlotModel &model, const QStringList &tags,
                    const QStringList &runs) const;

    QLabel *m_note = nullptr;
    QScrollArea *m_area = nullptr;
    QWidget *m_host = nullptr;
    QVBoxLayout *m_column = nullptr;
    QGridLayout *m_grid = nullptr;
    QList<ScalarChart *> m_charts;
    QString m_highlightedRun;
};

} // namespace slipway::ui
