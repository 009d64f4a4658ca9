#pragma once

#include "site/siteprofile.h"

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;

namespace slipway::ui {

// Step 1: which cluster (site profile; retired ones say what replaced them) and how to reach
// its login node (a host name or an SSH config alias, and optionally an OpenSSH config file).
class ClusterStep final : public QWidget
{
    Q_OBJECT

public:
    explicit ClusterStep(QList<site::SiteProfile> profiles, QWidget *parent = nullptr);

    // The chosen profile, or null when none is chosen.
    const site::SiteProfile *profile() const;
    bool selectProfile(const QString &id);
    QString host() const;
    QString sshConfig() const;
    void setHost(const QString &host, const QString &sshConfig);
    // Whether the user (or a connection they made) chose the host, rather than the profile.
    bool hostChosen() const { return m_hostTyped; }
    // Selects the profile one of whose login hosts is `host` (also "user@host:port").
    bool selectProfileForHost(const QString &host);
    // Uses the profile's gpu-login host for GPU jobs (where it has one) and its first login
    // host otherwise, unless the user typed a host.
    void suggestHostFor(bool usesGpus);

Q_SIGNALS:
    void profileChanged();
    void connectionChanged();

private:
    void onRowChanged();

    QList<site::SiteProfile> m_profiles;
    QListWidget *m_list = nullptr;
    QLabel *m_about = nullptr;
    QLineEdit *m_host = nullptr;
    QLineEdit *m_config = nullptr;
    bool m_hostTyped = false;
};

} // namespace slipway::ui
