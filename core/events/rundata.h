#pragma once

#include "events/decodedevent.h"
#include "events/readstats.h"
#include "events/scalarseries.h"

#include <QList>
#include <QString>

#include <array>
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
    // Points per tag now (for reserveForGrowth).
    std::vector<qsizetype> seriesSizes() const;
    // After part of a long read: each tag that grew from `sizesBefore` reserves room for growing
    // `factor` times as much again (the rest of the read, at the same rate).
    void reserveForGrowth(const std::vector<qsizetype> &sizesBefore, double factor);
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
    // Recently seen tags, looked up before m_index: a run writes a few tags over and over, so
    // almost every value hits here without hashing the tag (two ways per slot).
    struct RecentTag
    {
        std::string name;
        int index = -2; // -2: empty slot
    };
    static constexpr std::size_t kRecentTags = 32;
    std::array<RecentTag, kRecentTags> m_recent;
    ReadStats m_stats;
    QList<ReadIssue> m_issues;
};

} // namespace slipway::events
