#include "plots/chartgrid.h"

#include "events/logdirloader.h"
#include "events/plotmodel.h"
#include "plots/scalarchart.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

const Qt::PenStyle kTagStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                   Qt::DashDotDotLine};

} // namespace

ChartGrid::ChartGrid(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("chartNote"));
    m_note->setWordWrap(true);
    m_note->setContentsMargins(6, 6, 6, 6);
    m_note->setVisible(false);
    layout->addWidget(m_note);
    m_area = new QScrollArea(this);
    m_area->setObjectName(QStringLiteral("chartArea"));
    m_area->setWidgetResizable(true);
    m_area->setFrameShape(QFrame::NoFrame);
    m_host = new QWidget(m_area);
    m_column = new QVBoxLayout(m_host);
    m_column->setContentsMargins(4, 4, 4, 4);
    m_grid = new QGridLayout;
    m_grid->setSpacing(8);
    m_column->addLayout(m_grid, 1);
    m_column->addStretch(0);
    m_area->setWidget(m_host);
    layout->addWidget(m_area, 1);
}

QString ChartGrid::noteFor(const events::PlotModel &model, const QStringList &tags,
                           const QStringList &runs) const
{
    const double seconds = model.pollInterval() / 1000.0;
    if (model.failed()) {
        return tr("%1 Slipway keeps checking every %2 s, so the curves appear once the folder "
                  "can be read (a job that has not started yet creates it later).")
            .arg(model.loader()->lastResult().error)
            .arg(seconds);
    }
    if (model.tags().isEmpty()) {
        return model.loader() && model.loader()->updateCount() > 0
                   ? tr("No scalar values in this folder yet. Slipway checks for new data every "
                        "%1 s, so curves appear as soon as the training script logs them.")
                         .arg(seconds)
                   : tr("Reading the folder…");
    }
    if (tags.isEmpty()) {
        return tr("No tag is shown: the filter matches none of the %1 tags, or they are "
                  "unticked.")
            .arg(model.tags().size());
    }
    if (runs.isEmpty()) {
        return tr("Every run is hidden: tick a run in the list to see its curves.");
    }
    return QString();
}

void ChartGrid::rebuild(const events::PlotModel &model, const QHash<QString, RunLook> &looks)
{
    qDeleteAll(m_charts);
    m_charts.clear();
    const events::PlotOptions &options = model.options();
    const QStringList tags = model.shownTags();
    const QStringList runs = model.visibleRuns();
    const bool bandsPossible = runs.size() >= 2;
    bool grouped = false;
    for (const QString &run : runs) {
        grouped = grouped || !looks.value(run).group.isEmpty();
    }
    // Grouped runs always show their group's mean ± std.
    const bool stdBand = bandsPossible && (options.stdBand || grouped);
    const bool minMaxBand = bandsPossible && options.minMaxBand;

    auto makeChart = [&](const QString &title) {
        auto *chart = new ScalarChart(m_host);
        chart->setObjectName(QStringLiteral("chart:") + title);
        chart->setTitle(title);
        chart->setXAxisKind(options.xAxis);
        chart->setLogY(options.logY);
        chart->setSmoothingOn(options.smoothingWeight > 0);
        chart->setBands(stdBand, minMaxBand);
        chart->setHighlightedRun(m_highlightedRun);
        connect(chart, &ScalarChart::curveClicked, this, &ChartGrid::runClicked);
        m_charts.append(chart);
        return chart;
    };
    auto curvesFor = [&](const QString &tag, Qt::PenStyle style, bool labelWithTag) {
        std::vector<ChartCurve> curves;
        for (const QString &run : runs) {
            std::shared_ptr<const PlotSeries> series = model.sharedSeries(run, tag);
            if (!series) {
                continue;
            }
            const RunLook look = looks.value(run);
            curves.push_back({series, look.color, style,
                              labelWithTag ? look.label + QStringLiteral(" / ") + tag : look.label,
                              look.group});
        }
        return curves;
    };

    QString note = noteFor(model, tags, runs);
    if (note.isEmpty() && options.overlay) {
        ScalarChart *chart =
            makeChart(tags.size() == 1 ? tags.front() : tr("%1 tags").arg(tags.size()));
        std::vector<ChartCurve> curves;
        for (qsizetype i = 0; i < tags.size(); ++i) {
            std::vector<ChartCurve> more =
                curvesFor(tags[i], kTagStyles[std::size_t(i) % std::size(kTagStyles)], true);
            curves.insert(curves.end(), more.begin(), more.end());
        }
        chart->setLegendShown(true);
        chart->setCurves(std::move(curves));
    } else if (note.isEmpty()) {
        for (const QString &tag : tags) {
            if (m_charts.size() == kMaxCharts) {
                note = tr("Showing the first %1 of %2 tags; type a filter to see the others.")
                           .arg(kMaxCharts)
                           .arg(tags.size());
                break;
            }
            std::vector<ChartCurve> curves = curvesFor(tag, Qt::SolidLine, false);
            if (curves.empty()) {
                continue; // only hidden runs have this tag
            }
            ScalarChart *chart = makeChart(tag);
            chart->setLegendShown(stdBand || minMaxBand);
            chart->setCurves(std::move(curves));
        }
    }
    const int columns = m_charts.size() > 1 && m_area->width() > 900 ? 2 : 1;
    for (qsizetype i = 0; i < m_charts.size(); ++i) {
        m_grid->addWidget(m_charts[i], int(i) / columns, int(i) % columns);
    }
    // One or two charts share the height; more keep their natural height, top down.
    m_column->setStretch(0, m_charts.size() > 2 ? 0 : 1);
    m_column->setStretch(1, m_charts.size() > 2 ? 1 : 0);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void ChartGrid::setHighlightedRun(const QString &run)
{
    m_highlightedRun = run;
    for (ScalarChart *chart : std::as_const(m_charts)) {
        chart->setHighlightedRun(run);
    }
}

void ChartGrid::dataChanged()
{
    for (ScalarChart *chart : std::as_const(m_charts)) {
        chart->dataChanged();
    }
}

} // namespace slipway::ui
