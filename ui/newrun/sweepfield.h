#pragma once

#include "compose/jobspec.h"
#include "compose/sweep.h"
#include "site/siteprofile.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace slipway::ui {

// "Run several versions of this script": a sweep over the entry script's arguments
// (compose/sweep.h). Each row turns one argument into a list, a range of whole numbers or a
// log-range; several rows make a grid, or N random samples of it; seeds are an axis of their
// own; M limits how many tasks run at once. Below the rows it says how many tasks that makes
// and which job array(s) Slipway will submit, or what is wrong with what was typed. The values
// never reach a shell: the job reads them from the parameters table (compose/sweeplines.h).
class SweepField final : public QGroupBox
{
    Q_OBJECT

public:
    enum class Kind { List, Range, LogRange };

    explicit SweepField(QWidget *parent = nullptr);

    void setProfile(const site::SiteProfile &profile);
    // The script's own arguments ("--epochs 10 --lr 0.01"): their names are offered as axes.
    void setScriptArguments(const QString &args);
    // Adds a row for one argument (the "Add an argument" button with the fields filled in).
    void addAxis(const QString &name, Kind kind, const QString &values);
    void setSeeds(const QString &values);
    void setSamples(int samples);
    void setMaxRunning(int maxRunning);

    // Whether a sweep is asked for (the box is ticked and has at least one axis).
    bool isActive() const;
    // The axes as the composer takes them ("lr=1e-4,1e-3", "seed=0:3").
    QStringList axes() const;
    // What is wrong with the sweep as typed, in plain words; empty when it is fine.
    QString problem() const;
    // The number of tasks the sweep makes; 0 without a usable sweep.
    int taskCount() const;
    void fill(compose::JobSpec *spec) const;

    // The job arrays that `tasks` tasks are submitted as on `profile`, in plain words.
    static QString arrayPlan(int tasks, int maxRunning, const site::SiteProfile &profile);
    // One axis as the composer takes it, from a row's fields.
    static QString axisText(const QString &name, Kind kind, const QString &values);

Q_SIGNALS:
    void changed();

private:
    struct Row
    {
        QWidget *widget = nullptr;
        QComboBox *name = nullptr;
        QComboBox *kind = nullptr;
        QLineEdit *values = nullptr;
    };
    QWidget *buildOptions();
    void addRow();
    void removeRow(QWidget *row);
    void update();
    std::optional<compose::Sweep> make(QString *error) const;

    site::SiteProfile m_profile;
    QStringList m_argumentNames;
    quint32 m_randomSeed = 0;
    QList<Row> m_rows;
    QVBoxLayout *m_rowsLayout = nullptr;
    QPushButton *m_add = nullptr;
    QLineEdit *m_seeds = nullptr;
    QSpinBox *m_samples = nullptr;
    QSpinBox *m_maxRunning = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace slipway::ui
