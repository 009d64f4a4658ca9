// Status texts (problems, warnings, success, notes) stay readable in both colour schemes: each
// tone has at least 4.5:1 contrast (WCAG AA) against the window and the text fields of the light
// and the dark palette, and of a desktop palette with a mid-grey window; a label shown in a tone
// changes with a switch between light and dark.

#include "widgets/statuscolours.h"
#include "widgets/theme.h"

#include <QApplication>
#include <QLabel>
#include <QPalette>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

using slipway::ui::contrastRatio;
using slipway::ui::statusColour;
using slipway::ui::StatusTone;

namespace {

const StatusTone kTones[] = {StatusTone::Error, StatusTone::Warning, StatusTone::Ok,
                             StatusTone::Info, StatusTone::Muted};

QPalette lightPalette()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

QColor colourOfStyle(const QWidget *widget)
{
    static const QRegularExpression colour(QStringLiteral("color:\\s*(#[0-9a-fA-F]{6})"));
    const auto m = colour.match(widget->styleSheet());
    return m.hasMatch() ? QColor(m.captured(1)) : QColor();
}

} // namespace

class TestStatusColours : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contrastOfKnownColours();
    void everyToneIsReadable_data();
    void everyToneIsReadable();
    void tonesDifferPerPalette();
    void labelFollowsTheScheme();
    void bannersAreReadableAndFollowTheScheme();
};

void TestStatusColours::contrastOfKnownColours()
{
    // The WCAG definition's end points and a value from its examples.
    QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 10), 210);
    QCOMPARE(contrastRatio(Qt::red, Qt::red), 1.0);
    QCOMPARE(qRound(contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
}

void TestStatusColours::everyToneIsReadable_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::newRow("light") << lightPalette();
    QTest::newRow("dark") << slipway::ui::darkPalette();
    // A desktop theme with a mid-grey window, where neither set of fixed tones would pass.
    QPalette grey = lightPalette();
    grey.setColor(QPalette::Window, QColor(0x9a, 0x9a, 0x9a));
    grey.setColor(QPalette::Base, QColor(0xa8, 0xa8, 0xa8));
    QTest::newRow("mid-grey") << grey;
    QPalette darkGrey = slipway::ui::darkPalette();
    darkGrey.setColor(QPalette::Window, QColor(0x55, 0x55, 0x58));
    QTest::newRow("dark grey") << darkGrey;
}

void TestStatusColours::everyToneIsReadable()
{
    QFETCH(QPalette, palette);
    for (const StatusTone tone : kTones) {
        const QColor c = statusColour(tone, palette);
        for (const auto role : {QPalette::Window, QPalette::Base}) {
            const double ratio = contrastRatio(c, palette.color(role));
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("tone %1 %2 on %3: %4:1")
                                                  .arg(int(tone))
                                                  .arg(c.name(), palette.color(role).name())
                                                  .arg(ratio, 0, 'f', 2)));
        }
    }
}

void TestStatusColours::tonesDifferPerPalette()
{
    // Five tones a person can tell apart, and different ones on a light and a dark window.
    QSet<QString> light;
    QSet<QString> dark;
    for (const StatusTone tone : kTones) {
        light.insert(statusColour(tone, lightPalette()).name());
        dark.insert(statusColour(tone, slipway::ui::darkPalette()).name());
    }
    QCOMPARE(light.size(), 5);
    QCOMPARE(dark.size(), 5);
    QVERIFY(!light.intersects(dark));
}

void TestStatusColours::labelFollowsTheScheme()
{
    slipway::ui::applyColorScheme(QStringLiteral("light"));
    // A label inside a window, as on a page; the page may be hidden at the switch.
    QWidget window;
    auto *page = new QWidget(&window);
    // Given its tone before it is placed, as a page often does.
    auto *shown = new QLabel(QStringLiteral("The folder does not exist."));
    slipway::ui::setStatusTone(shown, StatusTone::Error, QStringLiteral("font-weight: bold;"));
    shown->setParent(page);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QLabel &label = *shown;
    const QColor onLight = colourOfStyle(&label);
    QVERIFY(onLight.isValid());
    QVERIFY(label.styleSheet().contains(QLatin1String("font-weight: bold;")));
    QVERIFY(contrastRatio(onLight, QApplication::palette().color(QPalette::Window)) >= 4.5);

    page->hide();
    slipway::ui::applyColorScheme(QStringLiteral("dark"));
    page->show();
    QTRY_VERIFY(colourOfStyle(&label) != onLight);
    const QColor onDark = colourOfStyle(&label);
    QVERIFY(contrastRatio(onDark, QApplication::palette().color(QPalette::Window)) >= 4.5);
    // What the label draws with: its style sheet gives it that colour as its text colour.
    QCOMPARE(label.palette().color(QPalette::WindowText), onDark);

    slipway::ui::clearStatusTone(&label);
    QVERIFY(label.styleSheet().isEmpty());
    slipway::ui::applyColorScheme(QStringLiteral("light"));
    QVERIFY(label.styleSheet().isEmpty()); // cleared stays cleared after a switch
    slipway::ui::applyColorScheme(QStringLiteral("system"));
}

void TestStatusColours::bannersAreReadableAndFollowTheScheme()
{
    // Every banner tone: its text on its own background at 4.5:1 or more, in both palettes; a
    // pale box on a light window and a deep one on a dark window.
    for (const QPalette &palette : {lightPalette(), slipway::ui::darkPalette()}) {
        const bool darkWindow = palette.color(QPalette::Window).lightness() < 128;
        for (const StatusTone tone : kTones) {
            const auto c = slipway::ui::bannerColours(tone, palette);
            QVERIFY2(contrastRatio(c.text, c.background) >= 4.5,
                     qPrintable(c.text.name() + QLatin1String(" on ") + c.background.name()));
            QCOMPARE(c.background.lightness() < 128, darkWindow);
        }
    }
    // A banner shown in the light scheme turns deep when the scheme turns dark.
    slipway::ui::applyColorScheme(QStringLiteral("light"));
    QWidget window;
    auto *banner = new QLabel(QStringLiteral("The job ran out of memory."), &window);
    slipway::ui::setBannerTone(banner, StatusTone::Error, QStringLiteral("padding: 6px;"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    static const QRegularExpression background(QStringLiteral("background:\\s*(#[0-9a-fA-F]{6})"));
    const auto backgroundOf = [&] {
        const auto m = background.match(banner->styleSheet());
        return m.hasMatch() ? QColor(m.captured(1)) : QColor();
    };
    QVERIFY2(backgroundOf().isValid() && backgroundOf().lightness() > 128,
             qPrintable(banner->styleSheet()));
    QVERIFY(banner->styleSheet().contains(QLatin1String("padding: 6px;")));
    slipway::ui::applyColorScheme(QStringLiteral("dark"));
    QTRY_VERIFY2(backgroundOf().lightness() < 128, qPrintable(banner->styleSheet()));
    slipway::ui::applyColorScheme(QStringLiteral("system"));
}

QTEST_MAIN(TestStatusColours)
#include "tst_statuscolours.moc"
