// Writes the log folder of the many-files memory benchmark (tests/bench/bench_event_files) with
// Slipway's own event writer: FILES runs run-00000 .. , each one event file holding STEPS steps
// of TAGS scalar tags (a small run, as a sweep or a test suite leaves them).
//
//   bench_event_files_write DIR FILES STEPS TAGS

#include "events/eventfilewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QStringList>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok[3] = {false, false, false};
    const int files = args.value(2).toInt(&ok[0]);
    const int steps = args.value(3).toInt(&ok[1]);
    const int tags = args.value(4).toInt(&ok[2]);
    if (args.size() != 5 || !ok[0] || !ok[1] || !ok[2] || files < 1 || steps < 0 || tags < 1) {
        std::fputs("Usage: bench_event_files_write DIR FILES STEPS TAGS\n", stderr);
        return 2;
    }
    const QDir dir(args.at(1));
    for (int f = 0; f < files; ++f) {
        slipway::events::EventFileWriter writer(
            dir.filePath(QStringLiteral("run-%1").arg(f, 5, 10, QLatin1Char('0'))));
        QString error;
        if (!writer.open(&error)) {
            std::fprintf(stderr, "bench_event_files_write: %s\n", qPrintable(error));
            return 1;
        }
        for (int step = 0; step < steps; ++step) {
            for (int t = 0; t < tags; ++t) {
                writer.addScalar(QStringLiteral("metric/%1").arg(t), 1.0 / (1 + step + t), step,
                                 1.7e9 + step);
            }
        }
        if (!writer.flush()) {
            std::fprintf(stderr, "bench_event_files_write: %s\n", qPrintable(writer.errorString()));
            return 1;
        }
    }
    return 0;
}
