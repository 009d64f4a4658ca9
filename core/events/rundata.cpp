#include "events/rundata.h"

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
    if (m_lastIndex != -2 && value.tag == m_lastTag) {
        return m_lastIndex;
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
    m_lastTag.assign(value.tag);
    m_lastIndex = index;
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

void RunData::addIssue(const ReadIssue &issue)
{
    if (m_issues.size() < kMaxIssues) {
        m_issues.append(issue);
    } else if (m_issues.size() == kMaxIssues) {
        m_issues.append({issue.file, -1,
                         QStringLiteral("More problems were found; only the "
                                        "first %1 are listed.")
                             .arg(kMaxIssues)});
    }
}

void RunData::clear()
{
    m_tags.clear();
    m_index.clear();
    m_lastTag.clear();
    m_lastIndex = -2;
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
