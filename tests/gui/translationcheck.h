// What tst_translations and tst_translationsdata share: the .ts catalogue of a language, every
// text a window shows, labels cut off, and a look at a whole window for English left over.
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolBar>
#include <QTranslator>
#include <QXmlStreamReader>

namespace slipway::test {

// What the .ts file of one language says: the English sources that have a translation different
// from themselves, and the entries still unfinished.
struct Catalogue
{
    QSet<QString> translatedSources;
    QSet<QString> keptAsIs; // finished, and the same as the source (GPU, TensorBoard, conda)
    QList<QRegularExpression> formattedSources; // sources with %1, as patterns
    QStringList unfinished;
};

inline QRegularExpression patternOf(const QString &source)
{
    static const QRegularExpression placeholder(QStringLiteral("%(L?\\d+|n)"));
    QString pattern = QStringLiteral("^");
    qsizetype at = 0;
    auto it = placeholder.globalMatch(source);
    while (it.hasNext()) {
        const auto m = it.next();
        pattern += QRegularExpression::escape(source.mid(at, m.capturedStart() - at));
        pattern += QStringLiteral(".*");
        at = m.capturedEnd();
    }
    pattern += QRegularExpression::escape(source.mid(at)) + QStringLiteral("$");
    return QRegularExpression(pattern, QRegularExpression::DotMatchesEverythingOption);
}

// Letters outside the placeholders: a pattern like "%1: %2" would match any text.
inline int literalLetters(const QString &source)
{
    static const QRegularExpression placeholder(QStringLiteral("%(L?\\d+|n)"));
    QString rest = source;
    rest.remove(placeholder);
    int letters = 0;
    for (const QChar c : rest) {
        letters += c.isLetter() ? 1 : 0;
    }
    return letters;
}

inline Catalogue readCatalogue(const QString &path)
{
    Catalogue catalogue;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        catalogue.unfinished << QStringLiteral("(cannot open %1)").arg(path);
        return catalogue;
    }
    QXmlStreamReader xml(&file);
    QString source;
    QStringList forms;
    QString translation;
    bool unfinished = false;
    bool vanished = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("message")) {
                source.clear();
                translation.clear();
                forms.clear();
                unfinished = vanished = false;
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                unfinished = type == QLatin1String("unfinished");
                vanished = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            } else if (name == QLatin1String("numerusform")) {
                forms << xml.readElementText();
            }
        } else if (xml.isCharacters() && !xml.isWhitespace()) {
            translation += xml.text();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            if (vanished) {
                continue;
            }
            if (!forms.isEmpty()) {
                translation = forms.constFirst();
            }
            if (unfinished || translation.trimmed().isEmpty()) {
                catalogue.unfinished << source;
            } else if (translation == source) {
                catalogue.keptAsIs.insert(source);
            } else {
                catalogue.translatedSources.insert(source);
                if (source.contains(QLatin1Char('%')) && literalLetters(source) >= 12) {
                    catalogue.formattedSources << patternOf(source);
                }
            }
        }
    }
    return catalogue;
}

// For a language not written in Latin letters: a text of three or more English words and no
// letter of the language is English that never went through tr() (or came from data).
inline bool looksEnglish(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("^[A-Za-z]{2,}[,.:;!?)]*$"));
    int words = 0;
    const QStringList tokens =
        text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    for (const QString &token : tokens) {
        if (token.front().script() == QChar::Script_Han) {
            return false;
        }
        words += word.match(token).hasMatch() ? 1 : 0;
    }
    for (const QChar c : text) {
        if (c.script() == QChar::Script_Han) {
            return false;
        }
    }
    return words >= 3;
}

// Every text a person can read in `root` now: labels, buttons, titles, placeholders, list and
// combo entries, header sections, tool tips.
struct Shown
{
    QString text;
    QString where;
};

inline QString describe(const QWidget *widget)
{
    QString name = widget->objectName();
    for (const QWidget *p = widget->parentWidget(); p && name.isEmpty(); p = p->parentWidget()) {
        if (!p->objectName().isEmpty()) {
            name = QStringLiteral("inside %1").arg(p->objectName());
        }
    }
    return QStringLiteral("%1 (%2)").arg(QString::fromLatin1(widget->metaObject()->className()),
                                         name);
}

inline QList<Shown> visibleTexts(QWidget *root)
{
    QList<Shown> shown;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        if (w != root && !w->isVisibleTo(root)) {
            continue;
        }
        const QString where = describe(w);
        auto add = [&](const QString &text) {
            if (!text.trimmed().isEmpty()) {
                shown << Shown{text, where};
            }
        };
        add(w->toolTip());
        add(w->windowTitle());
        if (auto *label = qobject_cast<QLabel *>(w)) {
            add(label->text());
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(button->text());
        } else if (auto *box = qobject_cast<QGroupBox *>(w)) {
            add(box->title());
        } else if (auto *edit = qobject_cast<QLineEdit *>(w)) {
            add(edit->placeholderText());
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i) {
                add(combo->itemText(i));
            }
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(tabs->tabText(i));
            }
        } else if (auto *bar = qobject_cast<QToolBar *>(w)) {
            for (QAction *action : bar->actions()) {
                add(action->text());
                add(action->toolTip());
            }
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *model = view->model();
            for (int c = 0; c < model->columnCount(); ++c) {
                add(model->headerData(c, Qt::Horizontal).toString());
            }
            for (int r = 0; r < qMin(model->rowCount(), 50); ++r) {
                for (int c = 0; c < model->columnCount(); ++c) {
                    add(model->index(r, c).data().toString());
                }
            }
        }
    }
    return shown;
}

// A label or button whose text does not fit: wider than the widget, which cuts it off.
inline QStringList cutOff(QWidget *root)
{
    QStringList found;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root) || w->width() <= 0) {
            continue;
        }
        int needed = 0;
        int available = w->width();
        QString text;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            text = label->text();
            if (label->buddy()) {
                // The mnemonic's & is not drawn: "&Model:" shows as "Model:".
                text.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
            }
            if (text.isEmpty() || label->wordWrap() || !label->pixmap().isNull()) {
                continue;
            }
            if (Qt::mightBeRichText(text) && label->textFormat() != Qt::PlainText) {
                QTextDocument doc;
                doc.setDefaultFont(label->font());
                doc.setDocumentMargin(0);
                doc.setHtml(text);
                needed = int(doc.idealWidth());
            } else {
                const QStringList lines = text.split(QLatin1Char('\n'));
                for (const QString &line : lines) {
                    needed = qMax(needed, label->fontMetrics().horizontalAdvance(line));
                }
            }
            available = label->contentsRect().width() - 2 * label->margin() - label->indent();
        } else if (auto *combo = qobject_cast<QComboBox *>(w); combo && !combo->isEditable()) {
            // The chosen entry, beside the arrow: what the closed box shows.
            text = combo->currentText();
            QStyleOptionComboBox option;
            option.initFrom(combo);
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                               QStyle::SC_ComboBoxEditField, combo);
            needed = combo->fontMetrics().horizontalAdvance(text);
            available = field.width() - 4;
        } else if (auto *button = qobject_cast<QPushButton *>(w)) {
            text = button->text();
            needed = button->minimumSizeHint().width();
        } else if (auto *check = qobject_cast<QCheckBox *>(w)) {
            text = check->text();
            needed = check->sizeHint().width();
        } else if (auto *radio = qobject_cast<QRadioButton *>(w)) {
            text = radio->text();
            needed = radio->sizeHint().width();
        } else {
            continue;
        }
        // One pixel of rounding in the font metrics is not a cut.
        if (!text.isEmpty() && needed > available + 1) {
            found << QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                         .arg(describe(w), text.left(80))
                         .arg(needed)
                         .arg(available);
        }
    }
    return found;
}

inline void removeTranslators()
{
    const auto translators = qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly);
    for (QTranslator *translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// Looks at everything `window` shows now: texts left in English (known to the catalogue, or
// three English words in a language not written in Latin letters) and labels cut off. `place`
// names where the window is, for the messages.
inline void inspectWindow(QWidget *window, const Catalogue &catalogue, bool latinScript,
                          const QString &place, QStringList *english, QStringList *cut,
                          int *textsSeen)
{
    QTest::qWait(50); // lets layouts settle after a page change
    const QList<Shown> shown = visibleTexts(window);
    *textsSeen += int(shown.size());
    for (const Shown &s : shown) {
        bool isEnglish = catalogue.translatedSources.contains(s.text);
        for (const QRegularExpression &pattern : catalogue.formattedSources) {
            if (isEnglish) {
                break;
            }
            isEnglish = pattern.match(s.text).hasMatch();
        }
        // Cluster names are names ("Capella (TU Dresden ZIH)"), never translated.
        if (!isEnglish && !latinScript && !catalogue.keptAsIs.contains(s.text) &&
            !s.where.contains(QLatin1String("profileList"))) {
            isEnglish = looksEnglish(s.text);
        }
        if (isEnglish) {
            *english << QStringLiteral("%1, %2: \"%3\"").arg(place, s.where, s.text.left(80));
        }
    }
    const QStringList cuts = cutOff(window);
    for (const QString &c : cuts) {
        *cut << QStringLiteral("%1, %2").arg(place, c);
    }
}

} // namespace slipway::test
