#include "newrun/clusterstep.h"
#include "widgets/statuscolours.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace slipway::ui {

ClusterStep::ClusterStep(QList<site::SiteProfile> profiles, QWidget *parent)
    : QWidget(parent)
    , m_profiles(std::move(profiles))
{
    // Current clusters first, then retired ones, each alphabetically.
    std::stable_sort(m_profiles.begin(), m_profiles.end(),
                     [](const site::SiteProfile &a, const site::SiteProfile &b) {
                         if (a.isRetired() != b.isRetired()) {
                             return !a.isRetired();
                         }
                         return a.displayName.localeAwareCompare(b.displayName) < 0;
                     });
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Choose the cluster your job runs on. Slipway knows each "
                                "cluster's rules (partitions, GPU limits, where environments "
                                "may go) from its site profile."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *row = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_list->setAccessibleName(tr("Clusters"));
    m_list->setMinimumWidth(420);
    for (const site::SiteProfile &p : m_profiles) {
        QString text = p.displayName;
        if (p.isRetired()) {
            // Profiles may already say "retired" in their name; say it once, with the successor.
            text.remove(QStringLiteral(" \u2014 retired"));
            QStringList successors;
            for (const QString &id : p.successorIds) {
                const auto it =
                    std::find_if(m_profiles.cbegin(), m_profiles.cend(),
                                 [&id](const site::SiteProfile &s) { return s.id == id; });
                successors << (it == m_profiles.cend() ? id : it->displayName);
            }
            text += successors.isEmpty()
                        ? tr(" \u2014 retired")
                        : tr(" \u2014 retired; use %1").arg(successors.join(QStringLiteral(", ")));
        }
        auto *item = new QListWidgetItem(text, m_list);
        item->setToolTip(text);
        item->setData(Qt::UserRole, p.id);
        if (p.isRetired()) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
    row->addWidget(m_list, 1);

    auto *side = new QVBoxLayout;
    m_about = new QLabel(this);
    m_about->setObjectName(QStringLiteral("profileAbout"));
    m_about->setWordWrap(true);
    m_about->setTextFormat(Qt::RichText);
    m_about->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_about->setOpenExternalLinks(true);
    side->addWidget(m_about);

    auto *form = new QFormLayout;
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("hostEdit"));
    m_host->setToolTip(tr("The login node, or an alias from your SSH config (Host lines)."));
    form->addRow(tr("Login host or SSH alias:"), m_host);
    m_config = new QLineEdit(this);
    m_config->setObjectName(QStringLiteral("sshConfigEdit"));
    m_config->setPlaceholderText(tr("~/.ssh/config"));
    m_config->setToolTip(tr("An OpenSSH config file that defines the alias; empty for your "
                            "usual ~/.ssh/config."));
    form->addRow(tr("SSH config file:"), m_config);
    side->addLayout(form);
    side->addStretch(1);
    row->addLayout(side, 1);
    layout->addLayout(row, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ClusterStep::onRowChanged);
    connect(m_host, &QLineEdit::textChanged, this, &ClusterStep::connectionChanged);
    connect(m_host, &QLineEdit::textEdited, this, [this] { m_hostTyped = true; });
    connect(m_config, &QLineEdit::textChanged, this, &ClusterStep::connectionChanged);
}

const site::SiteProfile *ClusterStep::profile() const
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_profiles.size()) {
        return nullptr;
    }
    return &m_profiles.at(row);
}

bool ClusterStep::selectProfile(const QString &id)
{
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).id == id) {
            m_list->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

QString ClusterStep::host() const
{
    return m_host->text().trimmed();
}

QString ClusterStep::sshConfig() const
{
    return m_config->text().trimmed();
}

void ClusterStep::setHost(const QString &host, const QString &sshConfig)
{
    m_hostTyped = true;
    m_host->setText(host);
    m_config->setText(sshConfig);
}

bool ClusterStep::selectProfileForHost(const QString &hostArg)
{
    // "user@host:port" and a config alias both end up as a bare name to compare.
    QString host = hostArg.section(QLatin1Char('@'), -1);
    if (!host.startsWith(QLatin1Char('['))) {
        host = host.section(QLatin1Char(':'), 0, 0);
    }
    for (const site::SiteProfile &p : std::as_const(m_profiles)) {
        for (const site::LoginHost &h : p.loginHosts) {
            if (h.host.compare(host, Qt::CaseInsensitive) == 0 ||
                h.host.compare(hostArg, Qt::CaseInsensitive) == 0) {
                return selectProfile(p.id);
            }
        }
    }
    return false;
}

void ClusterStep::suggestHostFor(bool usesGpus)
{
    const site::SiteProfile *p = profile();
    if (!p || m_hostTyped || p->scheduler == site::SchedulerKind::Local) {
        return;
    }
    QString host = p->primaryLoginHost();
    if (usesGpus) {
        for (const site::LoginHost &h : p->loginHosts) {
            if (h.role == QLatin1String("gpu-login")) {
                host = h.host;
            }
        }
    }
    if (host != m_host->text()) {
        m_host->setText(host);
    }
}

void ClusterStep::onRowChanged()
{
    const site::SiteProfile *p = profile();
    if (!p) {
        m_about->clear();
        return;
    }
    QString html = QStringLiteral("<h3>%1</h3>").arg(p->displayName.toHtmlEscaped());
    if (!p->operatorName.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(p->operatorName.toHtmlEscaped());
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Scheduler: %1").arg(schedulerKindName(p->scheduler)).toHtmlEscaped());
    if (p->isRetired()) {
        html += QStringLiteral("<p style='color:%1'>%2</p>")
                    .arg(statusColourName(StatusTone::Error),
                         tr("This cluster is retired%1. %2")
                             .arg(p->retiredOn.isEmpty() ? QString()
                                                         : tr(" since %1").arg(p->retiredOn),
                                  p->successorIds.isEmpty()
                                      ? p->lifecycleNote
                                      : tr("Its successor: %1.")
                                            .arg(p->successorIds.join(QStringLiteral(", "))))
                             .toHtmlEscaped());
    }
    if (p->scheduler == site::SchedulerKind::Local) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("This computer has no scheduler: Slipway writes the script, and you "
                            "run it yourself or use the Local page.")
                             .toHtmlEscaped());
    }
    for (const QString &note : p->accessNotes) {
        html += QStringLiteral("<p><i>%1</i></p>").arg(note.toHtmlEscaped());
    }
    if (!p->homeUrl.isEmpty()) {
        html += QStringLiteral("<p><a href='%1'>%2</a></p>")
                    .arg(p->homeUrl.toHtmlEscaped(), tr("The centre's documentation"));
    }
    m_about->setText(html);
    m_hostTyped = false;
    m_host->setText(p->primaryLoginHost());
    const bool remote = p->scheduler != site::SchedulerKind::Local;
    m_host->setEnabled(remote);
    m_config->setEnabled(remote);
    Q_EMIT profileChanged();
}

} // namespace slipway::ui
