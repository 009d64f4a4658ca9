#pragma once

#include "events/decodedevent.h"
#include "events/readstats.h"
#include "events/scalarseries.h"

#include <QList>
#include <QString>

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace slipway::events {

// One scalar tag of a run.
struct ScalarTag
{
    QString name;
    QString pluginName; // from the tag's first metadata ("scalars", or empty for simple_value)
    ScalarSeries series;
};

// Everything read from one run (a folder holding event files): its scalar tags in the order
// they first appeared, counts of everything else, and the problems met on the way.
//
// Whether a tag is a scalar is decided once, on its first value, the way TensorBoard does
// (plugin metadata is only guaranteed on a tag's first occurrence): a data_class in the
// metadata wins; else a simple_value is a scalar; else plugin "scalars" makes it one. Later
// values of a scalar tag are plotted when they carry one number (simple_value, or a tensor with
// one element of a float, double, half, integer or bool type).
class RunData final
{
public:
    explicit RunData(const QString &name = QString());

    QString name() const { return m_name; }
    const std::vector<std::unique_ptr<ScalarTag>> &tags() const { return m_tags; }
    const ScalarTag *tag(const QString &name) const;
    const ReadStats &stats() const { return m_stats; }
    ReadStats &stats() { return m_stats; }
    const QList<ReadIssue> &issues() const { return m_issues; }
    qint64 pointCount() const;
    qsizetype memoryBytes() const;

    void apply(const DecodedEvent &event);
    void addIssue(const ReadIssue &issue);
    void clear();
    void squeeze();

private:
    struct Hash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const
        {
            return std::hash<std::string_view>{}(s);
        }
    };
    int classify(const DecodedValue &value);
    void skip(const QString &kind) { ++m_stats.skipped[kind]; }

    QString m_name;
    std::vector<std::unique_ptr<ScalarTag>> m_tags;
    // tag -> index into m_tags, or -1 for a tag that is not a scalar
    std::unordered_map<std::string, int, Hash, std::equal_to<>> m_index;
    std::string m_lastTag; // the tag of the previous value: most records repeat it
    int m_lastIndex = -2;
    ReadStats m_stats;
    QList<ReadIssue> m_issues;
};

} // namespace slipway::events
