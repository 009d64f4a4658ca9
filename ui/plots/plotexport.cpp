#include "plots/plotexport.h"

#include "events/scalarexport.h"
#include "plots/scalarchart.h"

#include <QDir>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace slipway::ui::plotexport {

namespace {

QString cannotWrite(const QString &fileName, const QString &reason)
{
    return QObject::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason);
}

} // namespace

bool writeCsv(const std::vector<const PlotSeries *> &series, QIODevice *out, QString *error)
{
    QByteArray chunk("run,tag,step,wall_time,value,smoothed\n");
    for (const PlotSeries *s : series) {
        const QByteArray prefix = events::csvField(s->run) + ',' + events::csvField(s->tag) + ',';
        for (std::size_t i = 0; i < s->y.size(); ++i) {
            chunk += prefix;
            chunk += QByteArray::number(qlonglong(s->steps[i]));
            chunk += ',';
            chunk += events::formatNumber(s->wallTimes[i]);
            chunk += ',';
            chunk += events::formatNumber(s->y[i]);
            chunk += ',';
            chunk += events::formatNumber(s->smoothed[i]);
            chunk += '\n';
            if (chunk.size() > (1 << 20)) {
                if (out->write(chunk) != chunk.size()) {
                    *error = out->errorString();
                    return false;
                }
                chunk.clear();
            }
        }
    }
    if (out->write(chunk) != chunk.size()) {
        *error = out->errorString();
        return false;
    }
    return true;
}

bool saveCsv(const std::vector<const PlotSeries *> &series, const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = cannotWrite(fileName, file.errorString());
        return false;
    }
    QString reason;
    if (!writeCsv(series, &file, &reason)) {
        file.cancelWriting();
        *error = cannotWrite(fileName, reason);
        return false;
    }
    if (!file.commit()) {
        *error = cannotWrite(fileName, file.errorString());
        return false;
    }
    return true;
}

bool savePng(const QList<ScalarChart *> &charts, const QString &fileName, QString *error)
{
    if (charts.isEmpty()) {
        *error = QObject::tr("There is no chart to save.");
        return false;
    }
    int width = 0;
    int height = 0;
    for (ScalarChart *chart : charts) {
        width = std::max(width, std::max(chart->width(), 400));
        height += std::max(chart->height(), 240);
    }
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    int y = 0;
    for (ScalarChart *chart : charts) {
        const int h = std::max(chart->height(), 240);
        const QPixmap pixmap = chart->toPixmap(width, h);
        painter.drawPixmap(0, y, pixmap);
        y += h;
    }
    painter.end();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        *error = cannotWrite(fileName, file.errorString());
        return false;
    }
    return true;
}

bool savePdf(const QList<ScalarChart *> &charts, const QString &fileName, QString *error)
{
    if (charts.isEmpty()) {
        *error = QObject::tr("There is no chart to save.");
        return false;
    }
    QFile probe(fileName);
    if (!probe.open(QIODevice::WriteOnly)) {
        *error = cannotWrite(fileName, probe.errorString());
        return false;
    }
    probe.close();
    const int width = 800;
    const int height = 500;
    QPdfWriter writer(fileName);
    writer.setCreator(QStringLiteral("Slipway"));
    writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(72);
    QCPPainter painter(&writer);
    if (!painter.isActive()) {
        *error = cannotWrite(fileName, QObject::tr("the PDF could not be started"));
        return false;
    }
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    bool first = true;
    for (ScalarChart *chart : charts) {
        if (!first) {
            writer.newPage();
        }
        first = false;
        chart->toPainter(&painter, width, height);
    }
    painter.end();
    return true;
}

} // namespace slipway::ui::plotexport
