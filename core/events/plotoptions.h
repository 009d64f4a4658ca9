#pragma once

#include "events/smoothing.h"
#include "events/xaxis.h"

#include <QRegularExpression>
#include <QSet>
#include <QString>

namespace slipway::events {

// Everything the user chose about what the Plots page shows: the one value its controls emit
// and its model and charts follow.
struct PlotOptions
{
    double smoothingWeight = 0.6; // TensorBoard's default
    smoothing::Method smoothingMethod = smoothing::Method::TensorBoardEma;
    XAxis xAxis = XAxis::Step;
    bool logY = false;
    bool overlay = false; // every shown tag in one chart
    bool stdBand = false;
    bool minMaxBand = false;
    // Tags shown: those the filter matches and that are not unticked.
    QRegularExpression tagFilter{QString(), QRegularExpression::CaseInsensitiveOption};
    QSet<QString> untickedTags;
    QSet<QString> hiddenRuns;

    bool showsTag(const QString &tag) const
    {
        return !untickedTags.contains(tag) && tagFilter.match(tag).hasMatch();
    }
    bool operator==(const PlotOptions &other) const = default;
};

} // namespace slipway::events
