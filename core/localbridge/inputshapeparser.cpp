#include "localbridge/inputshapeparser.h"

#include <QRegularExpression>
#include <QStringList>

namespace slipway::localbridge {

bool InputShapeParser::parse(const QString &text, Shapes &shapes, QString &error)
{
    shapes.clear();
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        error = QStringLiteral("The input shape is empty. Give the shape of one sample without "
                               "the batch dimension, e.g. 1x28x28.");
        return false;
    }
    static const QRegularExpression separators(QStringLiteral("[,;]"));
    static const QRegularExpression times(QStringLiteral("\\s*[x×X*]\\s*"));
    const QStringList inputs = trimmed.split(separators);
    if (inputs.size() > 16) {
        error =
            QStringLiteral("At most 16 inputs are supported, %1 were given.").arg(inputs.size());
        return false;
    }
    for (const QString &input : inputs) {
        const QString part = input.trimmed();
        if (part.isEmpty()) {
            error = QStringLiteral("\"%1\" has an empty input between separators.").arg(trimmed);
            return false;
        }
        std::vector<std::int64_t> shape;
        const QStringList dims = part.split(times);
        if (dims.size() > 8) {
            error = QStringLiteral("\"%1\" has %2 dimensions; at most 8 are supported.")
                        .arg(part)
                        .arg(dims.size());
            return false;
        }
        for (const QString &dim : dims) {
            bool ok = false;
            const qlonglong value = dim.trimmed().toLongLong(&ok);
            if (!ok || value < 1 || value > (1 << 24)) {
                error = QStringLiteral("\"%1\" in the input shape \"%2\" is not a whole number "
                                       "between 1 and 16777216. Write the shape like 1x28x28.")
                            .arg(dim.trimmed(), part);
                return false;
            }
            shape.push_back(value);
        }
        shapes.push_back(std::move(shape));
    }
    return true;
}

QString InputShapeParser::format(const Shapes &shapes)
{
    QStringList parts;
    for (const auto &shape : shapes) {
        QStringList dims;
        for (const std::int64_t dim : shape) {
            dims << QString::number(dim);
        }
        parts << dims.join(QLatin1Char('x'));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace slipway::localbridge
