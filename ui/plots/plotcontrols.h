#pragma once

#include "events/plotoptions.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSlider;
class QVBoxLayout;

namespace slipway::ui {

// The Plots page's side panel: the runs (tick to show), the tags (a regular-expression filter
// and ticks), smoothing, the x axis, log y, one chart for all tags, and the bands. Whatever the
// user changes, it emits the whole choice as one PlotOptions value.
class PlotControls final : public QWidget
{
    Q_OBJECT

public:
    explicit PlotControls(QWidget *parent = nullptr);

    const events::PlotOptions &options() const { return m_options; }

    // A run as the list shows it.
    struct RunEntry
    {
        QString name; // the reader's name
        QString label;
        QColor color;
        QString toolTip;
    };
    void setRuns(const QList<RunEntry> &runs);
    // Every tag of the folder; the list shows those the filter matches.
    void setTags(const QStringList &tags);
    // Bands need two or more visible runs.
    void setBandsPossible(bool possible);
    // A new folder: every run and tag ticked again (emits nothing).
    void resetTicks();

Q_SIGNALS:
    void optionsChanged(const events::PlotOptions &options);

private:
    void onTagFilterEdited(const QString &text);
    void readWidgets();
    void emitChange();
    QCheckBox *addCheck(QVBoxLayout *layout, const char *name, const QString &text,
                        const QString &tip);
    void buildDisplaySection(QVBoxLayout *layout);

    events::PlotOptions m_options;
    QStringList m_tags;
    QListWidget *m_runList = nullptr;
    QLineEdit *m_tagFilter = nullptr;
    QLabel *m_tagFilterError = nullptr;
    QListWidget *m_tagList = nullptr;
    QSlider *m_smoothing = nullptr;
    QComboBox *m_smoothingMethod = nullptr;
    QLabel *m_smoothingValue = nullptr;
    QComboBox *m_xAxis = nullptr;
    QCheckBox *m_logY = nullptr;
    QCheckBox *m_overlay = nullptr;
    QCheckBox *m_stdBand = nullptr;
    QCheckBox *m_minMaxBand = nullptr;
};

} // namespace slipway::ui
