#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace slipway::ui {

class EmptyState;

// Local smoke tests. For now it opens the LibTorch module on demand (off the GUI thread) and
// runs its self-check, so the user sees whether local work is possible on this computer.
class LocalPage final : public QWidget
{
    Q_OBJECT

public:
    explicit LocalPage(QWidget *parent = nullptr);

    // Starts loading the module in the background unless it is loaded or loading already.
    void checkLibTorch();

    // True while the module is being loaded or checked.
    bool isBusy() const;

Q_SIGNALS:
    void checkFinished(bool ok);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void setBusy(bool busy, const QString &what = {});

    EmptyState *m_state = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_checkButton = nullptr;
    bool m_busy = false;
    bool m_checkedOnce = false;
};

} // namespace slipway::ui
