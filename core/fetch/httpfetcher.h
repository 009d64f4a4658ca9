#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <memory>

class QFile;
class QNetworkAccessManager;
class QNetworkReply;

namespace slipway::fetch {

// Downloads one URL into a local file over HTTP(S), computing its SHA-256 on the way. Lives on a
// worker thread (RemoteDownload moves it there), so neither the network nor the disk touches
// the GUI thread; talk to it with queued invocations only.
class HttpFetcher final : public QObject
{
    Q_OBJECT

public:
    HttpFetcher();
    ~HttpFetcher() override;

public Q_SLOTS:
    void fetch(const QUrl &url, const QString &localPath);
    void abort();

Q_SIGNALS:
    void progress(qint64 bytesReceived, qint64 bytesTotal);
    // error empty on success; sha256 is lower-case hex.
    void finished(const QString &error, const QByteArray &sha256, qint64 bytes);

private:
    void onReadyRead();
    void onFinished();

    QNetworkAccessManager *m_nam = nullptr;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<QFile> m_file;
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    qint64 m_bytes = 0;
    bool m_writeFailed = false;
};

} // namespace slipway::fetch
