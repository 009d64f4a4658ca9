#include "fetch/httpfetcher.h"

#include "fetch/remotedownload.h"

#include <QCoreApplication>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace slipway::fetch {

HttpFetcher::HttpFetcher() = default;

HttpFetcher::~HttpFetcher()
{
    if (m_reply) {
        m_reply->abort();
    }
}

void HttpFetcher::fetch(const QUrl &url, const QString &localPath)
{
    if (!m_nam) {
        m_nam = new QNetworkAccessManager(this);
    }
    m_hash.reset();
    m_bytes = 0;
    m_writeFailed = false;
    m_file = std::make_unique<QFile>(localPath);
    if (!m_file->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        Q_EMIT finished(
            QCoreApplication::translate("httpfetcher", "Could not write %1 on this computer: %2")
                .arg(localPath, m_file->errorString()),
            {}, 0);
        return;
    }
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setTransferTimeout(60000);
    m_reply = m_nam->get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &HttpFetcher::onReadyRead);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &HttpFetcher::progress);
    connect(m_reply, &QNetworkReply::finished, this, &HttpFetcher::onFinished);
}

void HttpFetcher::abort()
{
    if (m_reply) {
        m_reply->abort();
    }
}

void HttpFetcher::onReadyRead()
{
    const QByteArray data = m_reply->readAll();
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 400 || m_writeFailed) {
        return; // an error page: not the file
    }
    m_hash.addData(data);
    m_bytes += data.size();
    if (m_file->write(data) != data.size()) {
        m_writeFailed = true;
        m_reply->abort();
    }
}

void HttpFetcher::onFinished()
{
    QNetworkReply *reply = m_reply;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QString error;
    // A failed write and a failed flush (the last branch) are one problem to the person, so
    // they get the same words.
    // NOLINTNEXTLINE(bugprone-branch-clone): the repeated branch is on purpose, as said above
    if (m_writeFailed) {
        error = QCoreApplication::translate("httpfetcher",
                                            "Could not write the download on this computer: %1")
                    .arg(m_file->errorString());
    } else if (status >= 400) {
        error = httpStatusMessage(status);
    } else if (reply->error() == QNetworkReply::OperationCanceledError) {
        error = QStringLiteral("Cancelled.");
    } else if (reply->error() != QNetworkReply::NoError) {
        error = QCoreApplication::translate("httpfetcher", "The download failed: %1")
                    .arg(reply->errorString());
    } else if (!m_file->flush()) {
        error = QCoreApplication::translate("httpfetcher",
                                            "Could not write the download on this computer: %1")
                    .arg(m_file->errorString());
    }
    m_file->close();
    if (!error.isEmpty()) {
        m_file->remove();
    }
    m_file.reset();
    Q_EMIT finished(error, m_hash.result().toHex(), m_bytes);
}

} // namespace slipway::fetch
