#pragma once

#include "project/examplegallery.h"

#include <QFutureWatcher>
#include <QStringList>
#include <QWidget>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QHBoxLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QTextBrowser;

namespace slipway::ui {

// Step 1: "What do you want to run?": an example from the gallery, a folder on this computer
// (its entry script chosen from its .py files, with arguments), or a script already on the
// cluster (the later steps then name it). An example or a folder is uploaded as a snapshot
// when the run is submitted (see docs/projects.md).
class ProjectStep final : public QWidget
{
    Q_OBJECT

public:
    enum class Source { Example, Folder, OnCluster };

    explicit ProjectStep(QWidget *parent = nullptr);

    Source source() const;
    // The folder to upload: the chosen folder, or the example's copy on this computer (made
    // by prepareFolder()). Empty for Source::OnCluster.
    QString folder() const;
    QString entry() const;
    QStringList args() const;
    std::optional<project::Example> example() const;
    // Writes the chosen example into the application's data folder (a few small files); false
    // with `error` set when it cannot.
    bool prepareFolder(QString *error);
    // Where an example's copy goes on this computer.
    static QString exampleFolder(const QString &name);
    // The data hook: a folder on the cluster holding the example's data set (after "Get
    // Fashion-MNIST"); an example that reads data then gets `--data FOLDER` after its own
    // arguments. Empty: none (the example makes synthetic data).
    void setDataFolder(const QString &folder);
    QString dataFolder() const { return m_dataFolder; }
    // The folder's upload options: the largest file sent (bytes) and whether only what git has
    // committed is sent (Source::Folder; an example always sends all its files).
    qint64 maxFileBytes() const;
    bool gitCommitted() const;

Q_SIGNALS:
    void changed();
    // An example was chosen: the wizard fills resources and parallelism from it.
    void exampleChosen(const slipway::project::Example &example);
    // "Get Fashion-MNIST onto the cluster…" / "Download to the cluster…" were clicked.
    void getDataRequested();
    void downloadRequested();

private:
    // The constructor's parts.
    QWidget *buildExamplePane();
    QWidget *buildDataRow();
    QWidget *buildFolderPane();
    QHBoxLayout *buildDownloadRow();
    void connectControls(QButtonGroup *group);

    void updateVisibility();
    void listScripts();
    void showExample();

    QRadioButton *m_fromExample = nullptr;
    QRadioButton *m_fromFolder = nullptr;
    QRadioButton *m_onCluster = nullptr;
    QWidget *m_examplePane = nullptr;
    QWidget *m_folderPane = nullptr;
    QListWidget *m_examples = nullptr;
    QTextBrowser *m_exampleDetails = nullptr;
    QLineEdit *m_folder = nullptr;
    QComboBox *m_entry = nullptr;
    QLineEdit *m_args = nullptr;
    QLabel *m_folderStatus = nullptr;
    QSpinBox *m_maxFileMb = nullptr;
    QCheckBox *m_gitCommitted = nullptr;
    QWidget *m_dataRow = nullptr;
    QLabel *m_dataStatus = nullptr;
    QString m_dataFolder;
    QList<project::Example> m_gallery;
    QFutureWatcher<QStringList> m_scripts;
};

} // namespace slipway::ui
