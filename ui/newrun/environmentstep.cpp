#include "newrun/environmentstep.h"

#include "common/futures.h"
#include "envsetup/environmentdiscovery.h"
#include "envsetup/environmentsetup.h"
#include "ssh/sshconnection.h"
#include "widgets/statuscolours.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

QString recipeHelp(const QString &recipe)
{
    if (recipe == QLatin1String("modules")) {
        return QObject::tr("Load the cluster's own modules (for example PyTorch) in the job. "
                           "Nothing to install: the simplest choice when the site has a PyTorch "
                           "module that has what your script imports.");
    }
    if (recipe == QLatin1String("venv")) {
        return QObject::tr("Load a Python or PyTorch module, then use your own virtual "
                           "environment made on top of it (once, on the login node) for the "
                           "extra packages your script needs. torch still comes from the module.");
    }
    if (recipe == QLatin1String("virtualenv-wheelhouse")) {
        return QObject::tr("Every job builds a fresh virtual environment on the compute node's "
                           "local disk from the site's own collection of ready-built Python "
                           "packages (the \"wheelhouse\" of the Alliance clusters, installed "
                           "with pip --no-index). Fast and reproducible; nothing to set up "
                           "beforehand.");
    }
    if (recipe == QLatin1String("conda")) {
        return QObject::tr("Use a conda environment, created once on the login node. Good when "
                           "you need packages pip cannot install.");
    }
    if (recipe == QLatin1String("container")) {
        return QObject::tr("Run your script inside a container image with the cluster's "
                           "container tool (Apptainer, Singularity or Charliecloud). The image "
                           "brings its own Python and torch.");
    }
    return QObject::tr("Use whatever python3 the compute node has on its PATH. Only for "
                       "scripts that need nothing beyond the system's Python.");
}

QString kindLabel(envsetup::DiscoveredEnvironment::Kind kind)
{
    switch (kind) {
    case envsetup::DiscoveredEnvironment::Kind::Module:
        return QObject::tr("module");
    case envsetup::DiscoveredEnvironment::Kind::Conda:
        return QObject::tr("conda");
    case envsetup::DiscoveredEnvironment::Kind::Venv:
        return QObject::tr("venv");
    }
    return {};
}

constexpr int kindRole = Qt::UserRole;
constexpr int nameRole = Qt::UserRole + 1;
constexpr int pathRole = Qt::UserRole + 2;

} // namespace

EnvironmentStep::EnvironmentStep(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    buildRecipeForms(layout);

    auto *row = new QHBoxLayout;
    row->addWidget(buildOfferedBox(), 1);
    auto *right = new QVBoxLayout;
    right->addWidget(buildTorchBox());
    right->addWidget(buildSetupBox(), 1);
    row->addLayout(right, 1);
    layout->addLayout(row, 1);

    connectControls();
    onRecipeChanged();
}

void EnvironmentStep::buildRecipeForms(QVBoxLayout *layout)
{
    auto *form = new QFormLayout;
    m_recipe = new QComboBox(this);
    m_recipe->setObjectName(QStringLiteral("recipeCombo"));
    const QStringList recipes = {QStringLiteral("modules"),
                                 QStringLiteral("venv"),
                                 QStringLiteral("virtualenv-wheelhouse"),
                                 QStringLiteral("conda"),
                                 QStringLiteral("container"),
                                 QStringLiteral("none")};
    const QStringList titles = {tr("Modules only"),
                                tr("Module + your own venv"),
                                tr("Fresh venv per job from the site's ready-built packages"),
                                tr("Conda environment"),
                                tr("Container image"),
                                tr("Nothing (system Python)")};
    for (int i = 0; i < recipes.size(); ++i) {
        m_recipe->addItem(titles.at(i), recipes.at(i));
    }
    form->addRow(tr("Environment:"), m_recipe);
    layout->addLayout(form);
    m_recipeHelp = new QLabel(this);
    m_recipeHelp->setObjectName(QStringLiteral("recipeHelp"));
    m_recipeHelp->setWordWrap(true);
    m_recipeHelp->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_recipeHelp->setContentsMargins(8, 0, 0, 4);
    layout->addWidget(m_recipeHelp);
    form = new QFormLayout;
    m_modules = new QLineEdit(this);
    m_modules->setObjectName(QStringLiteral("modulesEdit"));
    m_modules->setPlaceholderText(tr("e.g. PyTorch/1.13.1 (space-separated; pick from the list)"));
    form->addRow(tr("Modules to load:"), m_modules);
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("envPathEdit"));
    form->addRow(tr("Environment folder:"), m_path);
    m_packages = new QLineEdit(this);
    m_packages->setObjectName(QStringLiteral("packagesEdit"));
    m_packages->setPlaceholderText(tr("extra pip/conda packages, space-separated"));
    form->addRow(tr("Packages:"), m_packages);
    m_image = new QLineEdit(this);
    m_image->setObjectName(QStringLiteral("imageEdit"));
    form->addRow(tr("Container image:"), m_image);
    layout->addLayout(form);
}

QGroupBox *EnvironmentStep::buildOfferedBox()
{
    auto *found = new QGroupBox(tr("What the cluster offers"), this);
    auto *fl = new QVBoxLayout(found);
    m_search = new QLineEdit(found);
    m_search->setObjectName(QStringLiteral("envSearch"));
    m_search->setPlaceholderText(tr("Search modules, conda environments, venvs…"));
    m_search->setClearButtonEnabled(true);
    fl->addWidget(m_search);
    m_list = new QListWidget(found);
    m_list->setObjectName(QStringLiteral("envList"));
    m_list->setAccessibleName(tr("Environments found on the cluster"));
    fl->addWidget(m_list, 1);
    auto *progressRow = new QHBoxLayout;
    m_discoverProgress = new QProgressBar(found);
    m_discoverProgress->setObjectName(QStringLiteral("discoverProgress"));
    m_discoverProgress->setRange(0, 3);
    m_discoverProgress->setTextVisible(false);
    m_discoverProgress->setMaximumHeight(12);
    progressRow->addWidget(m_discoverProgress, 1);
    m_discoverCancel = new QPushButton(tr("Cancel"), found);
    m_discoverCancel->setObjectName(QStringLiteral("discoverCancel"));
    progressRow->addWidget(m_discoverCancel);
    fl->addLayout(progressRow);
    m_discoverStatus = new QLabel(found);
    m_discoverStatus->setObjectName(QStringLiteral("discoverStatus"));
    m_discoverStatus->setWordWrap(true);
    fl->addWidget(m_discoverStatus);
    auto *buttons = new QHBoxLayout;
    m_useButton = new QPushButton(tr("Use selected"), found);
    m_useButton->setObjectName(QStringLiteral("useEnvButton"));
    m_versionsButton = new QPushButton(tr("Other versions"), found);
    m_versionsButton->setObjectName(QStringLiteral("versionsButton"));
    m_discoverButton = new QPushButton(tr("Look again"), found);
    m_discoverButton->setObjectName(QStringLiteral("discoverButton"));
    buttons->addWidget(m_useButton);
    buttons->addWidget(m_versionsButton);
    buttons->addStretch(1);
    buttons->addWidget(m_discoverButton);
    fl->addLayout(buttons);
    return found;
}

QGroupBox *EnvironmentStep::buildTorchBox()
{
    auto *torch = new QGroupBox(tr("Check torch in this environment"), this);
    auto *tl = new QVBoxLayout(torch);
    auto *tb = new QHBoxLayout;
    m_torchButton = new QPushButton(tr("Check torch"), torch);
    m_torchButton->setObjectName(QStringLiteral("checkTorchButton"));
    m_torchCancel = new QPushButton(tr("Cancel"), torch);
    m_torchCancel->setObjectName(QStringLiteral("checkTorchCancel"));
    tb->addWidget(m_torchButton);
    tb->addWidget(m_torchCancel);
    tb->addStretch(1);
    tl->addLayout(tb);
    m_torchResult =
        new QLabel(tr("Loads the environment on the login node and imports torch."), torch);
    m_torchResult->setObjectName(QStringLiteral("torchResult"));
    m_torchResult->setWordWrap(true);
    tl->addWidget(m_torchResult);
    return torch;
}

QGroupBox *EnvironmentStep::buildSetupBox()
{
    auto *setup = new QGroupBox(tr("One-time set-up on the login node"), this);
    auto *sl = new QVBoxLayout(setup);
    auto *sb = new QHBoxLayout;
    m_setupButton = new QPushButton(tr("Set up on the login node"), setup);
    m_setupButton->setObjectName(QStringLiteral("setupButton"));
    m_setupCancel = new QPushButton(tr("Cancel"), setup);
    m_setupCancel->setObjectName(QStringLiteral("setupCancel"));
    sb->addWidget(m_setupButton);
    sb->addWidget(m_setupCancel);
    sb->addStretch(1);
    sl->addLayout(sb);
    m_setupOutput = new QPlainTextEdit(setup);
    m_setupOutput->setObjectName(QStringLiteral("setupOutput"));
    m_setupOutput->setReadOnly(true);
    m_setupOutput->setMaximumBlockCount(5000);
    m_setupOutput->setPlaceholderText(tr("The set-up script's output appears here as it runs."));
    sl->addWidget(m_setupOutput, 1);
    m_setupResult = new QLabel(setup);
    m_setupResult->setObjectName(QStringLiteral("setupResult"));
    m_setupResult->setWordWrap(true);
    m_setupResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sl->addWidget(m_setupResult);
    return setup;
}

void EnvironmentStep::connectControls()
{
    connect(m_recipe, &QComboBox::currentIndexChanged, this, &EnvironmentStep::onRecipeChanged);
    for (QLineEdit *edit : {m_modules, m_path, m_packages, m_image}) {
        connect(edit, &QLineEdit::textChanged, this, &EnvironmentStep::changed);
    }
    connect(m_search, &QLineEdit::textChanged, this, &EnvironmentStep::filterList);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &EnvironmentStep::useSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, &EnvironmentStep::updateButtons);
    connect(m_useButton, &QPushButton::clicked, this, &EnvironmentStep::useSelected);
    connect(m_versionsButton, &QPushButton::clicked, this, &EnvironmentStep::showVersions);
    connect(m_discoverButton, &QPushButton::clicked, this, &EnvironmentStep::discover);
    connect(m_discoverCancel, &QPushButton::clicked, this, [this] {
        if (m_discovery) {
            m_discovery->cancel();
        }
        cancelIfRunning(m_versions);
    });
    connect(m_torchButton, &QPushButton::clicked, this, &EnvironmentStep::checkTorch);
    connect(m_torchCancel, &QPushButton::clicked, this, [this] {
        ++m_torchGeneration;
        cancelIfRunning(m_torch);
        m_torchResult->setText(tr("Check cancelled."));
        updateButtons();
    });
    connect(m_setupButton, &QPushButton::clicked, this, &EnvironmentStep::startSetup);
    connect(m_setupCancel, &QPushButton::clicked, this, &EnvironmentStep::cancelSetup);
}

EnvironmentStep::~EnvironmentStep()
{
    cancelIfRunning(m_torch);
    cancelIfRunning(m_versions);
}

void EnvironmentStep::setProfile(const site::SiteProfile &profile)
{
    m_profile = profile;
    const site::EnvironmentDefaults &d = profile.defaultEnvironment;
    const int index = m_recipe->findData(d.recipe.isEmpty() ? QStringLiteral("none") : d.recipe);
    m_recipe->setCurrentIndex(index < 0 ? m_recipe->findData(QStringLiteral("none")) : index);
    m_modules->setText(d.modules.join(QLatin1Char(' ')));
    m_path->setText(d.path);
    m_packages->setText(d.packages.join(QLatin1Char(' ')));
    m_image->setText(d.image);
    m_path->setPlaceholderText(profile.envLocationHint);
    onRecipeChanged();
}

void EnvironmentStep::setConnection(CommandRunner *runner, ssh::SshConnection *connection)
{
    if (m_runner == runner && m_connection == connection) {
        return;
    }
    cancelAll();
    delete m_discovery;
    m_discovery = nullptr;
    delete m_setup;
    m_setup = nullptr;
    m_runner = runner;
    m_connection = connection;
    m_discovered = false;
    m_list->clear();
    m_discoverStatus->clear();
    if (runner) {
        m_discovery = new envsetup::EnvironmentDiscovery(runner, m_profile, this);
        connect(m_discovery, &envsetup::EnvironmentDiscovery::progress, this,
                [this](const QString &step, int done, int total) {
                    m_discoverProgress->setRange(0, total);
                    m_discoverProgress->setValue(done);
                    m_discoverStatus->setText(step == QLatin1String("modules")
                                                  ? tr("Listing modules…")
                                              : step == QLatin1String("conda")
                                                  ? tr("Looking for conda environments…")
                                                  : tr("Looking for venvs in your folders…"));
                    updateButtons();
                });
        connect(m_discovery, &envsetup::EnvironmentDiscovery::found, this,
                &EnvironmentStep::addFound);
        connect(m_discovery, &envsetup::EnvironmentDiscovery::stepFailed, this,
                [this](const QString &step, const QString &message) {
                    const QString what = step == QLatin1String("modules")
                                             ? tr("Could not list the modules: %1")
                                         : step == QLatin1String("conda")
                                             ? tr("Could not look for conda environments: %1")
                                             : tr("Could not look for venvs in your folders: %1");
                    m_discoveryFailed = true;
                    m_setupOutput->appendPlainText(what.arg(message));
                    m_discoverStatus->setText(what.arg(message));
                });
        connect(m_discovery, &envsetup::EnvironmentDiscovery::finished, this,
                [this](bool cancelled) {
                    m_discoverProgress->setValue(m_discoverProgress->maximum());
                    const QString what = tr("%n found", nullptr, m_list->count());
                    if (cancelled) {
                        m_discoverStatus->setText(tr("Stopped; %1 so far.").arg(what));
                    } else if (!m_discoveryFailed) {
                        m_discoverStatus->setText(
                            tr("Done: %1 (modules: %2).").arg(what, m_discovery->moduleSystem()));
                    }
                    updateButtons();
                    Q_EMIT discoveryFinished();
                });
    }
    if (connection) {
        m_setup = new envsetup::EnvironmentSetup(connection, this);
        connect(m_setup, &envsetup::EnvironmentSetup::outputLine, this,
                [this](const QString &line, bool) {
                    m_setupOutput->appendPlainText(line);
                    Q_EMIT setupOutput(line);
                });
        connect(m_setup, &envsetup::EnvironmentSetup::finished, this,
                [this](bool ok, const QString &message) {
                    m_setupResult->setText(
                        QStringLiteral("<span style='color:%1'>%2</span>")
                            .arg(statusColourName(ok ? StatusTone::Ok : StatusTone::Error),
                                 message.toHtmlEscaped()));
                    updateButtons();
                    Q_EMIT setupFinished(ok, message);
                });
    }
    updateButtons();
}

void EnvironmentStep::setSetupScriptProvider(std::function<QString()> provider)
{
    m_setupScript = std::move(provider);
}

compose::JobEnvironment EnvironmentStep::environment() const
{
    compose::JobEnvironment env;
    env.recipe = m_recipe->currentData().toString();
    env.modules = m_modules->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    env.path = m_path->text().trimmed();
    env.packages = m_packages->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    env.image = m_image->text().trimmed();
    env.pythonVersion = m_profile.defaultEnvironment.pythonVersion;
    return env;
}

void EnvironmentStep::discoverIfNeeded()
{
    if (!m_discovered && m_discovery && !m_discovery->isRunning()) {
        discover();
    }
}

void EnvironmentStep::showConnectionProblem(const QString &message)
{
    m_discoverStatus->setText(
        QStringLiteral("<span style='color:%1'>%2</span>")
            .arg(statusColourName(StatusTone::Error), message.toHtmlEscaped()));
}

void EnvironmentStep::discover()
{
    if (!m_discovery) {
        m_discoverStatus->setText(tr("There is no connection: give a login host on the Cluster "
                                     "step."));
        return;
    }
    m_discovered = true;
    m_list->clear();
    m_discoveryFailed = false;
    m_discovery->start();
    updateButtons();
}

void EnvironmentStep::cancelAll()
{
    if (m_discovery) {
        m_discovery->cancel();
    }
    ++m_torchGeneration;
    cancelIfRunning(m_torch);
    cancelIfRunning(m_versions);
    if (m_setup) {
        m_setup->cancel();
    }
}

void EnvironmentStep::setSetupAvailable(bool available)
{
    m_setupAvailable = available;
    updateButtons();
}

void EnvironmentStep::onRecipeChanged()
{
    const QString recipe = m_recipe->currentData().toString();
    m_recipeHelp->setText(recipeHelp(recipe));
    const bool pathRecipe = recipe == QLatin1String("venv") || recipe == QLatin1String("conda");
    m_path->setEnabled(pathRecipe);
    m_packages->setEnabled(pathRecipe || recipe == QLatin1String("virtualenv-wheelhouse"));
    m_image->setEnabled(recipe == QLatin1String("container"));
    m_modules->setEnabled(recipe != QLatin1String("none"));
    Q_EMIT changed();
}

void EnvironmentStep::addFound(const envsetup::DiscoveredEnvironments &environments)
{
    for (const envsetup::DiscoveredEnvironment &e : environments) {
        QString text = QStringLiteral("%1  —  %2").arg(e.name, kindLabel(e.kind));
        if (!e.path.isEmpty()) {
            text += QStringLiteral("  (%1)").arg(e.path);
        }
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(kindRole, int(e.kind));
        item->setData(nameRole, e.name);
        item->setData(pathRole, e.path);
        item->setToolTip(e.detail);
    }
    filterList();
}

void EnvironmentStep::filterList()
{
    const QStringList words = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        bool match = true;
        for (const QString &w : words) {
            match = match && item->text().contains(w, Qt::CaseInsensitive);
        }
        item->setHidden(!match);
    }
}

void EnvironmentStep::useSelected()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item) {
        return;
    }
    const auto kind = envsetup::DiscoveredEnvironment::Kind(item->data(kindRole).toInt());
    const QString name = item->data(nameRole).toString();
    const QString path = item->data(pathRole).toString();
    if (kind == envsetup::DiscoveredEnvironment::Kind::Module) {
        QStringList modules = m_modules->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString family = name.section(QLatin1Char('/'), 0, -2);
        // One version per module family: the new choice replaces the old one.
        modules.erase(std::remove_if(modules.begin(), modules.end(),
                                     [&](const QString &m) {
                                         return m == name ||
                                                (!family.isEmpty() &&
                                                 m.section(QLatin1Char('/'), 0, -2) == family);
                                     }),
                      modules.end());
        modules << name;
        m_modules->setText(modules.join(QLatin1Char(' ')));
        if (m_recipe->currentData().toString() == QLatin1String("none")) {
            m_recipe->setCurrentIndex(m_recipe->findData(QStringLiteral("modules")));
        }
    } else {
        m_recipe->setCurrentIndex(m_recipe->findData(
            kind == envsetup::DiscoveredEnvironment::Kind::Conda ? QStringLiteral("conda")
                                                                 : QStringLiteral("venv")));
        m_path->setText(path);
    }
}

void EnvironmentStep::showVersions()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item || !m_discovery ||
        envsetup::DiscoveredEnvironment::Kind(item->data(kindRole).toInt()) !=
            envsetup::DiscoveredEnvironment::Kind::Module) {
        return;
    }
    const QString family = item->data(nameRole).toString().section(QLatin1Char('/'), 0, 0);
    m_discoverStatus->setText(tr("Asking for the versions of %1…").arg(family));
    m_versions = m_discovery->moduleVersions(family);
    updateButtons();
    m_versions.then(this, [this, family](const QStringList &versions) {
        updateButtons();
        m_discoverStatus->setText(
            versions.isEmpty()
                ? tr("The module system lists no versions of %1.").arg(family)
                : tr("Versions of %1: %2").arg(family, versions.join(QStringLiteral(", "))));
        QStringList known;
        for (int i = 0; i < m_list->count(); ++i) {
            known << m_list->item(i)->data(nameRole).toString();
        }
        envsetup::DiscoveredEnvironments more;
        for (const QString &v : versions) {
            if (!known.contains(v)) {
                envsetup::DiscoveredEnvironment e;
                e.name = v;
                e.detail = QStringLiteral("module spider");
                more << e;
            }
        }
        addFound(more);
    });
}

void EnvironmentStep::checkTorch()
{
    if (!m_discovery) {
        m_torchResult->setText(tr("There is no connection to the cluster."));
        return;
    }
    const int generation = ++m_torchGeneration;
    m_torchResult->setText(tr("Checking… (importing torch can take a while)"));
    m_torch = m_discovery->checkTorch(environment());
    m_torch.then(this, [this, generation](const envsetup::TorchInfo &info) {
        if (generation == m_torchGeneration) {
            showTorch(info);
        }
    });
    updateButtons();
}

void EnvironmentStep::showTorch(const envsetup::TorchInfo &info)
{
    if (!info.imported) {
        m_torchResult->setText(
            QStringLiteral("<span style='color:%1'>%2</span>")
                .arg(statusColourName(StatusTone::Error),
                     tr("torch could not be imported: %1").arg(info.error).toHtmlEscaped()));
    } else {
        m_torchResult->setText(
            (info.cudaBuilt
                 ? tr("torch %1, built with CUDA %2.").arg(info.version, info.cudaVersion)
                 : tr("torch %1, built without CUDA: it runs on CPUs only, so GPUs "
                      "would sit idle.")
                       .arg(info.version))
                .toHtmlEscaped());
    }
    updateButtons();
}

void EnvironmentStep::startSetup()
{
    if (!m_setup) {
        m_setupResult->setText(tr("There is no connection to the cluster."));
        Q_EMIT setupFinished(false, m_setupResult->text());
        return;
    }
    const QString script = m_setupScript ? m_setupScript() : QString();
    m_setupOutput->clear();
    m_setupResult->setText(tr("Running the set-up on the login node…"));
    m_setup->start(script, m_profile, environment());
    updateButtons();
}

void EnvironmentStep::cancelSetup()
{
    if (m_setup) {
        m_setup->cancel();
    }
}

bool EnvironmentStep::isSettingUp() const
{
    return m_setup && m_setup->isRunning();
}

void EnvironmentStep::updateButtons()
{
    const bool discovering = m_discovery && m_discovery->isRunning();
    m_discoverProgress->setVisible(discovering);
    m_discoverCancel->setVisible(discovering || m_versions.isRunning());
    m_discoverButton->setEnabled(m_discovery && !discovering);
    QListWidgetItem *item = m_list->currentItem();
    m_useButton->setEnabled(item != nullptr);
    m_versionsButton->setEnabled(
        item && envsetup::DiscoveredEnvironment::Kind(item->data(kindRole).toInt()) ==
                    envsetup::DiscoveredEnvironment::Kind::Module);
    const bool checking = m_torch.isRunning();
    m_torchButton->setEnabled(m_discovery && !checking);
    m_torchCancel->setEnabled(checking);
    const bool settingUp = m_setup && m_setup->isRunning();
    m_setupButton->setEnabled(m_setup && m_setupAvailable && !settingUp);
    m_setupButton->setToolTip(m_setupAvailable ? QString()
                                               : tr("This environment needs no set-up."));
    m_setupCancel->setEnabled(settingUp);
}

} // namespace slipway::ui
