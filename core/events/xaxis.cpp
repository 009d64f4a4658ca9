#include "events/xaxis.h"

namespace slipway::events {

QString xAxisName(XAxis axis)
{
    switch (axis) {
    case XAxis::Step:
        return QStringLiteral("step");
    case XAxis::RelativeTime:
        return QStringLiteral("relative");
    case XAxis::WallTime:
        return QStringLiteral("wall");
    }
    return QString();
}

bool parseXAxis(const QString &text, XAxis *axis)
{
    for (const XAxis candidate : {XAxis::Step, XAxis::RelativeTime, XAxis::WallTime}) {
        if (text == xAxisName(candidate)) {
            *axis = candidate;
            return true;
        }
    }
    return false;
}

std::vector<double> xValues(const ScalarSeries &series, XAxis axis)
{
    std::vector<double> x(std::size_t(series.size()));
    for (qsizetype i = 0; i < series.size(); ++i) {
        switch (axis) {
        case XAxis::Step:
            x[std::size_t(i)] = double(series.step(i));
            break;
        case XAxis::RelativeTime:
            x[std::size_t(i)] = series.relativeTime(i);
            break;
        case XAxis::WallTime:
            x[std::size_t(i)] = series.wallTime(i);
            break;
        }
    }
    return x;
}

std::vector<double> yValues(const ScalarSeries &series)
{
    std::vector<double> y(std::size_t(series.size()));
    for (qsizetype i = 0; i < series.size(); ++i) {
        y[std::size_t(i)] = series.value(i);
    }
    return y;
}

} // namespace slipway::events
