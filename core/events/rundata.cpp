#include "events/rundata.h"

#include <QCoreApplication>
#include <cstdint>
#include <cstring>

namespace slipway::events {

namespace {

constexpr int kNotScalar = -1;
constexpr int kMaxIssues = 1000; // a broken file cannot fill memory with messages

QString kindName(ValueKind kind)
{
    switch (kind) {
    case ValueKind::None:
        return QStringLiteral("metadata only");
    case ValueKind::SimpleValue:
        return QStringLiteral("scalar");
    case ValueKind::Tensor:
        return QStringLiteral("tensor");
    case ValueKind::Image:
        return QStringLiteral("image");
    case ValueKind::Histogram:
    case ValueKind::OldStyleHistogram:
        return QStringLiteral("histogram");
    case ValueKind::Audio:
        return QStringLiteral("audio");
    }
    return QStringLiteral("other");
}

template<typename T>
T load(const char *p)
{
    T value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

// Byte equality of two strings of length n, inline for the short lengths of tags (a libc
// memcmp call per value costs more than the comparison).
bool sameBytes(const char *a, const char *b, std::size_t n)
{
    if (n >= 8 && n <= 16) {
        return load<std::uint64_t>(a) == load<std::uint64_t>(b) &&
               load<std::uint64_t>(a + n - 8) == load<std::uint64_t>(b + n - 8);
    }
    if (n >= 4 && n < 8) {
        return load<std::uint32_t>(a) == load<std::uint32_t>(b) &&
               load<std::uint32_t>(a + n - 4) == load<std::uint32_t>(b + n - 4);
    }
    return n == 0 || std::memcmp(a, b, n) == 0;
}

bool isScalarTag(const DecodedValue &value)
{
    constexpr int kDataClassUnknown = 0;
    constexpr int kDataClassScalar = 1;
    if (value.hasMetadata && value.dataClass != kDataClassUnknown) {
        return value.dataClass == kDataClassScalar;
    }
    if (value.kind == ValueKind::SimpleValue) {
        return true;
    }
    return value.hasMetadata && value.pluginName == "scalars";
}

} // namespace

RunData::RunData(const QString &name)
    : m_name(name)
{}

const ScalarTag *RunData::tag(const QString &name) const
{
    for (const auto &tag : m_tags) {
        if (tag->name == name) {
            return tag.get();
        }
    }
    return nullptr;
}

qint64 RunData::pointCount() const
{
    qint64 count = 0;
    for (const auto &tag : m_tags) {
        count += tag->series.size();
    }
    return count;
}

qsizetype RunData::memoryBytes() const
{
    qsizetype bytes = 0;
    for (const auto &tag : m_tags) {
        bytes += tag->series.memoryBytes() + qsizetype(sizeof(ScalarTag)) + tag->name.size() * 2 +
                 tag->pluginName.size() * 2;
    }
    return bytes;
}

int RunData::classify(const DecodedValue &value)
{
    const std::string_view name = value.tag;
    // Two candidate slots from the length and the last and middle bytes, mixed.
    std::uint32_t mix = std::uint32_t(name.size()) * 0x9e3779b1u;
    if (!name.empty()) {
        mix ^= std::uint32_t(static_cast<unsigned char>(name.back())) * 0x85ebca6bu;
        mix ^= std::uint32_t(static_cast<unsigned char>(name[name.size() / 2])) * 0xc2b2ae35u;
    }
    const std::size_t slot = (mix >> 24) & (kRecentTags - 2); // even: the pair slot, slot + 1
    for (std::size_t way = slot; way < slot + 2; ++way) {
        const RecentTag &recent = m_recent[way];
        if (recent.index != -2 && recent.name.size() == name.size() &&
            sameBytes(recent.name.data(), name.data(), name.size())) {
            return recent.index;
        }
    }
    int index;
    const auto it = m_index.find(value.tag);
    if (it != m_index.end()) {
        index = it->second;
    } else {
        if (isScalarTag(value)) {
            auto tag = std::make_unique<ScalarTag>();
            tag->name = QString::fromUtf8(value.tag.data(), qsizetype(value.tag.size()));
            tag->pluginName =
                QString::fromUtf8(value.pluginName.data(), qsizetype(value.pluginName.size()));
            m_tags.push_back(std::move(tag));
            index = int(m_tags.size() - 1);
        } else {
            index = kNotScalar;
        }
        m_index.emplace(std::string(value.tag), index);
    }
    // Replace the older of the pair: the newer one moves to the second way.
    m_recent[slot + 1] = std::move(m_recent[slot]);
    m_recent[slot].name.assign(name);
    m_recent[slot].index = index;
    return index;
}

void RunData::apply(const DecodedEvent &event)
{
    switch (event.kind) {
    case EventKind::Summary:
        break;
    case EventKind::Empty:
    case EventKind::FileVersion:
        return;
    case EventKind::GraphDef:
        skip(QStringLiteral("graph"));
        return;
    case EventKind::MetaGraphDef:
        skip(QStringLiteral("meta graph"));
        return;
    case EventKind::TaggedRunMetadata:
        skip(QStringLiteral("run metadata"));
        return;
    case EventKind::LogMessage:
        skip(QStringLiteral("log message"));
        return;
    case EventKind::SessionLog:
        if (event.sessionStatus == SessionStatus::Start) {
            ++m_stats.sessionStarts;
        }
        skip(QStringLiteral("session log"));
        return;
    }
    for (const DecodedValue &value : event.values) {
        const int index = classify(value);
        if (index == kNotScalar) {
            skip(value.kind == ValueKind::Tensor && !value.pluginName.empty()
                     ? QStringLiteral("tensor (%1)")
                           .arg(QString::fromUtf8(value.pluginName.data(),
                                                  qsizetype(value.pluginName.size())))
                     : kindName(value.kind));
            continue;
        }
        if (value.numberKind == NumberKind::None) {
            skip(QStringLiteral("scalar without a single number"));
            continue;
        }
        ++m_stats.scalarPoints;
        m_stats.replacedPoints +=
            m_tags[std::size_t(index)]->series.append(event.step, event.wallTime, value.number);
    }
}

std::vector<qsizetype> RunData::seriesSizes() const
{
    std::vector<qsizetype> sizes;
    sizes.reserve(m_tags.size());
    for (const auto &tag : m_tags) {
        sizes.push_back(tag->series.size());
    }
    return sizes;
}

void RunData::reserveForGrowth(const std::vector<qsizetype> &sizesBefore, double factor)
{
    for (std::size_t i = 0; i < m_tags.size(); ++i) {
        ScalarSeries &series = m_tags[i]->series;
        const qsizetype before = i < sizesBefore.size() ? sizesBefore[i] : 0;
        const qsizetype grown = series.size() - before;
        if (grown > 0) {
            // 2% spare for rounding; a wrong guess only means the column grows as usual.
            series.reserve(series.size() + qsizetype(double(grown) * factor * 1.02) + 16);
        }
    }
}

void RunData::addIssue(const ReadIssue &issue)
{
    if (m_issues.size() < kMaxIssues) {
        m_issues.append(issue);
    } else if (m_issues.size() == kMaxIssues) {
        m_issues.append(
            {issue.file, -1,
             QCoreApplication::translate("rundata", "More problems were found; only the "
                                                    "first %1 are listed.")
                 .arg(kMaxIssues)});
    }
}

void RunData::clear()
{
    m_tags.clear();
    m_index.clear();
    m_recent = {};
    m_stats = {};
    m_issues.clear();
}

void RunData::squeeze()
{
    for (auto &tag : m_tags) {
        tag->series.squeeze();
    }
}

} // namespace slipway::events
