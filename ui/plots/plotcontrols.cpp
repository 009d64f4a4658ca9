#include "plots/plotcontrols.h"
#include "widgets/statuscolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QSlider>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

QIcon colorIcon(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(color);
    painter.setPen(color.darker(130));
    painter.drawRoundedRect(QRectF(1, 1, 12, 12), 3, 3);
    return QIcon(pixmap);
}

QLabel *sectionLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

PlotControls::PlotControls(QWidget *parent)
    : QWidget(parent)
{
    setMinimumWidth(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    layout->addWidget(sectionLabel(tr("Runs"), this));
    m_runList = new QListWidget(this);
    m_runList->setObjectName(QStringLiteral("runList"));
    m_runList->setToolTip(tr("Untick a run to hide it"));
    connect(m_runList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString run = item->data(Qt::UserRole).toString();
        if (item->checkState() == Qt::Checked) {
            m_options.hiddenRuns.remove(run);
        } else {
            m_options.hiddenRuns.insert(run);
        }
        emitChange();
    });
    m_runList->setMinimumHeight(70);
    layout->addWidget(m_runList, 2);

    layout->addWidget(sectionLabel(tr("Tags"), this));
    m_tagFilter = new QLineEdit(this);
    m_tagFilter->setObjectName(QStringLiteral("tagFilter"));
    m_tagFilter->setPlaceholderText(tr("Filter tags (regular expression), e.g. loss|acc"));
    m_tagFilter->setClearButtonEnabled(true);
    connect(m_tagFilter, &QLineEdit::textChanged, this, &PlotControls::onTagFilterEdited);
    layout->addWidget(m_tagFilter);
    m_tagFilterError = new QLabel(this);
    m_tagFilterError->setObjectName(QStringLiteral("tagFilterError"));
    m_tagFilterError->setWordWrap(true);
    setStatusTone(m_tagFilterError, StatusTone::Error);
    m_tagFilterError->setVisible(false);
    layout->addWidget(m_tagFilterError);
    m_tagList = new QListWidget(this);
    m_tagList->setObjectName(QStringLiteral("tagList"));
    connect(m_tagList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (item->checkState() == Qt::Checked) {
            m_options.untickedTags.remove(item->text());
        } else {
            m_options.untickedTags.insert(item->text());
        }
        emitChange();
    });
    m_tagList->setMinimumHeight(90);
    layout->addWidget(m_tagList, 3);

    buildDisplaySection(layout);
    readWidgets();
}

void PlotControls::buildDisplaySection(QVBoxLayout *layout)
{
    layout->addWidget(sectionLabel(tr("Display"), this));
    auto *smoothingRow = new QHBoxLayout;
    smoothingRow->addWidget(new QLabel(tr("Smoothing"), this));
    m_smoothing = new QSlider(Qt::Horizontal, this);
    m_smoothing->setObjectName(QStringLiteral("smoothingSlider"));
    m_smoothing->setRange(0, 99);
    m_smoothing->setValue(60); // TensorBoard's default weight, 0.6
    m_smoothing->setToolTip(tr("TensorBoard's smoothing (a debiased exponential moving "
                               "average); the raw curve stays as a faded shadow"));
    smoothingRow->addWidget(m_smoothing, 1);
    m_smoothingValue = new QLabel(this);
    m_smoothingValue->setObjectName(QStringLiteral("smoothingValue"));
    m_smoothingValue->setMinimumWidth(32);
    smoothingRow->addWidget(m_smoothingValue);
    layout->addLayout(smoothingRow);
    m_smoothingMethod = new QComboBox(this);
    m_smoothingMethod->setObjectName(QStringLiteral("smoothingMethod"));
    m_smoothingMethod->addItem(tr("TensorBoard (EMA)"),
                               int(events::smoothing::Method::TensorBoardEma));
    m_smoothingMethod->addItem(tr("Time-weighted EMA"),
                               int(events::smoothing::Method::TimeWeightedEma));
    m_smoothingMethod->addItem(tr("Centred average"),
                               int(events::smoothing::Method::CentredAverage));
    m_smoothingMethod->setItemData(
        0, tr("TensorBoard's smoothing: the same curve you see in TensorBoard"), Qt::ToolTipRole);
    m_smoothingMethod->setItemData(1,
                                   tr("Decays with the distance along the x axis, so runs that "
                                      "log at uneven intervals smooth alike"),
                                   Qt::ToolTipRole);
    m_smoothingMethod->setItemData(2,
                                   tr("The mean of a window centred on each point: no lag behind "
                                      "the raw curve"),
                                   Qt::ToolTipRole);
    layout->addWidget(m_smoothingMethod);
    connect(m_smoothingMethod, &QComboBox::currentIndexChanged, this, &PlotControls::emitChange);
    connect(m_smoothing, &QSlider::valueChanged, this, &PlotControls::emitChange);

    auto *axisRow = new QHBoxLayout;
    axisRow->addWidget(new QLabel(tr("X axis"), this));
    m_xAxis = new QComboBox(this);
    m_xAxis->setObjectName(QStringLiteral("xAxisChoice"));
    m_xAxis->addItem(tr("Step"), int(events::XAxis::Step));
    m_xAxis->addItem(tr("Relative time"), int(events::XAxis::RelativeTime));
    m_xAxis->addItem(tr("Wall time"), int(events::XAxis::WallTime));
    connect(m_xAxis, &QComboBox::currentIndexChanged, this, &PlotControls::emitChange);
    axisRow->addWidget(m_xAxis, 1);
    layout->addLayout(axisRow);

    m_logY = addCheck(layout, "logYCheck", tr("Logarithmic y axis"),
                      tr("Values at or below zero are left out on a log scale"));
    m_overlay = addCheck(layout, "overlayCheck", tr("All tags in one chart"),
                         tr("Draw every shown tag in one chart instead of one chart per tag"));
    m_stdBand = addCheck(layout, "stdBandCheck", tr("Band: mean ± std across runs"),
                         tr("Needs two or more visible runs of a tag"));
    m_minMaxBand = addCheck(layout, "minMaxBandCheck", tr("Band: min to max across runs"),
                            tr("Needs two or more visible runs of a tag"));
    auto *hint = new QLabel(tr("Drag to pan, wheel to zoom (over an axis: that axis only), "
                               "double-click to fit."),
                            this);
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: palette(mid);"));
    layout->addWidget(hint);
}

QCheckBox *PlotControls::addCheck(QVBoxLayout *layout, const char *name, const QString &text,
                                  const QString &tip)
{
    auto *check = new QCheckBox(text, this);
    check->setObjectName(QLatin1String(name));
    check->setToolTip(tip);
    connect(check, &QCheckBox::toggled, this, &PlotControls::emitChange);
    layout->addWidget(check);
    return check;
}

void PlotControls::readWidgets()
{
    m_options.smoothingWeight = m_smoothing->value() / 100.0;
    m_options.smoothingMethod = events::smoothing::Method(m_smoothingMethod->currentData().toInt());
    m_options.xAxis = events::XAxis(m_xAxis->currentData().toInt());
    m_options.logY = m_logY->isChecked();
    m_options.overlay = m_overlay->isChecked();
    m_options.stdBand = m_stdBand->isChecked();
    m_options.minMaxBand = m_minMaxBand->isChecked();
    m_smoothingValue->setText(QString::number(m_options.smoothingWeight, 'f', 2));
}

void PlotControls::emitChange()
{
    readWidgets();
    Q_EMIT optionsChanged(m_options);
}

void PlotControls::onTagFilterEdited(const QString &text)
{
    QRegularExpression regex(text, QRegularExpression::CaseInsensitiveOption);
    if (!regex.isValid()) {
        m_tagFilterError->setText(tr("Not a valid regular expression: %1 (at character %2). "
                                     "The last valid filter still applies.")
                                      .arg(regex.errorString())
                                      .arg(regex.patternErrorOffset() + 1));
        m_tagFilterError->setVisible(true);
        return;
    }
    m_tagFilterError->setVisible(false);
    m_options.tagFilter = regex;
    emitChange();
}

void PlotControls::setRuns(const QList<RunEntry> &runs)
{
    const QSignalBlocker blocker(m_runList);
    m_runList->clear();
    for (const RunEntry &run : runs) {
        auto *item = new QListWidgetItem(colorIcon(run.color), run.label, m_runList);
        item->setData(Qt::UserRole, run.name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(m_options.hiddenRuns.contains(run.name) ? Qt::Unchecked : Qt::Checked);
        item->setToolTip(run.toolTip);
    }
}

void PlotControls::setTags(const QStringList &tags)
{
    m_tags = tags;
    const QSignalBlocker blocker(m_tagList);
    m_tagList->clear();
    for (const QString &tag : tags) {
        if (!m_options.tagFilter.match(tag).hasMatch()) {
            continue;
        }
        auto *item = new QListWidgetItem(tag, m_tagList);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(m_options.untickedTags.contains(tag) ? Qt::Unchecked : Qt::Checked);
    }
}

void PlotControls::setBandsPossible(bool possible)
{
    m_stdBand->setEnabled(possible);
    m_minMaxBand->setEnabled(possible);
}

void PlotControls::resetTicks()
{
    m_options.hiddenRuns.clear();
    m_options.untickedTags.clear();
}

} // namespace slipway::ui
