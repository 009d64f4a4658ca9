#include "remote/eventfetch.h"

#include "common/shellquote.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <cstring>

namespace slipway::remote::eventfetch {

namespace {

// Runs on the login node; Python 3.5 or later, standard library only. Bytes paths throughout,
// so any file name works.
const char kScript[] = R"PY(import os, stat, sys
if sys.version_info < (3, 5):
    sys.stdout.write("SLIPWAY-NOPYTHON\n")
    sys.exit(0)
def answer(inp, write):
    pos = [0]
    def line():
        end = inp.index(b"\n", pos[0])
        words = inp[pos[0]:end].split(b" ")
        pos[0] = end + 1
        return words
    def blob(n):
        pos[0] += n
        return inp[pos[0] - n:pos[0]]
    def frame(head, *parts):
        write(head + b"\n")
        for p in parts:
            write(p)
    w = line()
    if w[0] != b"SLIPWAY-REQ" or w[1] != b"1":
        return 3
    budget = int(w[2])
    piece = max(4096, min(1048576, budget))
    given = blob(int(w[3]))
    known = {}
    while pos[0] < len(inp):
        w = line()
        known[blob(int(w[1]))] = (int(w[2]), w[3], w[4], w[5] if len(w) > 5 else b"-")
    home = os.environ.get("HOME", "").encode()
    if given == b"~":
        given = home
    elif given.startswith(b"~/"):
        given = home + given[1:]
    write(b"SLIPWAY-EVENTS 1\n")
    def kind(k, folder=b""):
        frame(b"K " + k + b" " + str(len(folder)).encode(), folder)
    def warn(text):
        t = text.encode("utf-8", "replace")
        frame(b"W " + str(len(t)).encode(), t)
    listed = []
    def add(rel, full, entry=None):
        try:
            st = entry.stat() if entry is not None else os.stat(full)
        except OSError as e:
            warn("%s: %s" % (os.fsdecode(full), e.strerror))
            return
        if stat.S_ISREG(st.st_mode):
            listed.append((rel, full, st.st_size, str(st.st_ino).encode(),
                           ("%d.%09d" % divmod(st.st_mtime_ns, 1000000000)).encode()))
    if os.path.isdir(given):
        try:
            os.chdir(given)
        except OSError:
            kind(b"NOACCESS")
            write(b"END 0\n")
            return 0
        root = os.fsencode(os.getcwd())
        kind(b"DIR", root)
        seen = set()
        def walk(d, rel, st):
            # scandir: the type of each entry without a stat; one stat per event file and
            # per folder (to skip a folder seen before through a link, as find -L does).
            if (st.st_dev, st.st_ino) in seen:
                return
            seen.add((st.st_dev, st.st_ino))
            try:
                with os.scandir(d) as it:
                    entries = sorted(it, key=lambda e: e.name)
            except OSError as e:
                warn("%s: %s" % (os.fsdecode(d), e.strerror))
                return
            subdirs = []
            for entry in entries:
                name = entry.name
                full = d + b"/" + name
                r = rel + name if not rel else rel + b"/" + name
                try:
                    isdir = entry.is_dir()
                except OSError:
                    isdir = False
                if isdir:
                    try:
                        subdirs.append((full, r, entry.stat()))
                    except OSError as e:
                        warn("%s: %s" % (os.fsdecode(full), e.strerror))
                elif b"tfevents" in name:
                    add(r, full, entry)
            for full, r, sub in subdirs:
                walk(full, r, sub)
        try:
            rootstat = os.stat(root)
        except OSError as e:
            kind(b"NOACCESS")
            write(b"END 0\n")
            return 0
        walk(root, b"", rootstat)
    elif os.path.isfile(given):
        folder, name = os.path.split(given)
        try:
            os.chdir(folder or b".")
        except OSError:
            kind(b"NOACCESS")
            write(b"END 0\n")
            return 0
        root = os.fsencode(os.getcwd())
        kind(b"FILE", root)
        add(name, root + b"/" + name)
    else:
        kind(b"NOSUCH")
        write(b"END 0\n")
        return 0
    for rel, full, size, ino, mtime in listed:
        frame(b"L %d %s %s %d" % (size, ino, mtime, len(rel)), rel)
    sent = 0
    more = 0
    for rel, full, size, ino, mtime in listed:
        start, restart = 0, 0
        k = known.get(rel)
        if k is not None and k[0] > 0:
            offset, kino, khash, kmtime = k
            restart = 1
            if kino == ino and size == offset and kmtime == mtime:
                # Same size, inode and modification time as when fetched (rsync's quick check):
                # nothing to read or hash.
                start, restart = offset, 0
            elif kino == ino and size >= offset:
                import hashlib
                try:
                    with open(full, "rb") as f:
                        n = min(4096, offset)
                        f.seek(offset - n)
                        if hashlib.sha1(f.read(n)).hexdigest().encode() == khash:
                            start, restart = offset, 0
                except OSError:
                    pass
        if start >= size and not restart:
            continue
        if sent >= budget:
            more = 1
            break
        try:
            f = open(full, "rb")
        except OSError as e:
            warn("%s: %s" % (os.fsdecode(full), e.strerror))
            continue
        with f:
            f.seek(start)
            at = start
            first = True
            while at < size or first:
                if sent >= budget and not first:
                    more = 1
                    break
                data = f.read(min(piece, size - at))
                if not data and not first:
                    warn("%s became shorter while it was read" % os.fsdecode(full))
                    break
                if len(data) >= 512:
                    import zlib
                    z = zlib.compress(data, 1)
                else:
                    z = data
                enc = b"z" if len(z) < len(data) - len(data) // 8 else b"r"
                payload = z if enc == b"z" else data
                frame(b"C %d %d %d %d %s %d" % (len(rel), at, restart if first else 0, len(data),
                                                enc, len(payload)), rel, payload)
                sent += len(data)
                at += len(data)
                first = False
                if not data:
                    break
        if more:
            break
    write(b"END %d\n" % more)
    return 0
if sys.argv[1:] == ["serve"]:
    # The persistent helper: one request after another on stdin ("SLIPWAY-ASK <n>" and n
    # bytes), each answered with "SLIPWAY-ANS <status> <n>" and n bytes; ends at end of input.
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    start = os.getcwd()
    out.write(b"SLIPWAY-HELPER 1 %d\n" % os.getpid())
    out.flush()
    while True:
        w = inp.readline().split()
        if len(w) != 2 or w[0] != b"SLIPWAY-ASK":
            break
        n = int(w[1])
        req = inp.read(n)
        if len(req) != n:
            break
        parts = []
        try:
            os.chdir(start)
            status = answer(req, parts.append)
        except Exception as e:
            sys.stderr.write("%s: %s\n" % (type(e).__name__, e))
            sys.stderr.flush()
            status = 1
        body = b"".join(parts)
        out.write(b"SLIPWAY-ANS %d %d\n" % (status, len(body)))
        out.write(body)
        out.flush()
        del parts, body, req
    sys.exit(0)
out = sys.stdout.buffer
status = answer(sys.stdin.buffer.read(), out.write)
out.flush()
sys.exit(status)
)PY";

const QByteArray kNoPython = QByteArrayLiteral("SLIPWAY-NOPYTHON\n");

} // namespace

QByteArray script()
{
    return QByteArray(kScript);
}

namespace {

QString commandLine(const QString &python, const QString &mode)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9._+/-]+$"));
    if (!valid.match(python).hasMatch()) {
        return QString();
    }
    const QString py = shellQuote(python);
    // -S: no `site` (the program needs the standard library only), a shorter start.
    return QStringLiteral("if command -v %1 >/dev/null 2>&1; then exec %1 -S -c %2%3; "
                          "else printf 'SLIPWAY-NOPYTHON\\n'; fi")
        .arg(py, shellQuote(QString::fromUtf8(kScript)), mode);
}

} // namespace

QString command(const QString &python)
{
    return commandLine(python, QString());
}

QString helperCommand(const QString &python)
{
    return commandLine(python, QStringLiteral(" serve"));
}

QByteArray helperRequest(const QByteArray &request)
{
    return "SLIPWAY-ASK " + QByteArray::number(request.size()) + '\n' + request;
}

namespace {

// An inode or a modification time as the request carries it: digits and dots only (they come
// from the cache's index, a file on this computer), else "-" (unknown).
QByteArray requestWord(const QByteArray &word)
{
    if (word.isEmpty() || word.size() > 40) {
        return QByteArrayLiteral("-");
    }
    for (const char c : word) {
        if ((c < '0' || c > '9') && c != '.') {
            return QByteArrayLiteral("-");
        }
    }
    return word;
}

} // namespace

QByteArray request(const QString &remotePath, qint64 budget, const QList<KnownFile> &known)
{
    const QByteArray path = remotePath.toUtf8();
    QByteArray out = "SLIPWAY-REQ 1 " + QByteArray::number(qMax<qint64>(budget, 1)) + ' ' +
                     QByteArray::number(path.size()) + '\n' + path;
    for (const KnownFile &file : known) {
        out += "E " + QByteArray::number(file.relativePath.size()) + ' ' +
               QByteArray::number(file.size) + ' ' + requestWord(file.inode) + ' ' +
               (file.tailSha1Hex.isEmpty() ? "-" : file.tailSha1Hex) + ' ' +
               requestWord(file.mtime) + '\n' + file.relativePath;
    }
    return out;
}

QByteArray tailDigest(const QByteArray &tail)
{
    return QCryptographicHash::hash(tail.right(kTailBytes), QCryptographicHash::Sha1).toHex();
}

namespace {

// Reads "WORD WORD ...\n" at `pos`; false when no whole line is there.
bool readLine(const QByteArray &s, qsizetype &pos, QList<QByteArray> *words)
{
    const qsizetype end = s.indexOf('\n', pos);
    if (end < 0 || end - pos > 4096) {
        return false;
    }
    *words = s.mid(pos, end - pos).split(' ');
    pos = end + 1;
    return true;
}

bool readNumber(const QByteArray &word, qint64 *value)
{
    bool ok = false;
    *value = word.toLongLong(&ok);
    return ok && *value >= 0;
}

bool readBlob(const QByteArray &s, qsizetype &pos, qint64 size, QByteArray *out)
{
    if (size < 0 || size > s.size() - pos) {
        return false;
    }
    *out = s.mid(pos, size);
    pos += size;
    return true;
}

} // namespace

Response parse(const QByteArray &stream)
{
    Response r;
    if (stream.startsWith(kNoPython)) {
        r.noPython = true;
        return r;
    }
    qsizetype pos = 0;
    QList<QByteArray> w;
    if (!readLine(stream, pos, &w) || w.size() != 2 || w.at(0) != "SLIPWAY-EVENTS" ||
        w.at(1) != "1") {
        r.error = QStringLiteral("the answer does not start as Slipway's fetch program answers");
        return r;
    }
    while (pos < stream.size()) {
        const qsizetype frameStart = pos;
        if (!readLine(stream, pos, &w) || w.isEmpty()) {
            r.error = QStringLiteral("the answer ends inside a frame (at byte %1)").arg(frameStart);
            return r;
        }
        const QByteArray &tag = w.at(0);
        qint64 a = 0, b = 0, c = 0, d = 0, e = 0;
        QByteArray blob;
        if (tag == "K" && w.size() == 3 && readNumber(w.at(2), &a) &&
            readBlob(stream, pos, a, &blob)) {
            r.kind = QString::fromLatin1(w.at(1));
            r.folder = QString::fromUtf8(blob);
        } else if (tag == "W" && w.size() == 2 && readNumber(w.at(1), &a) &&
                   readBlob(stream, pos, a, &blob)) {
            r.warnings << QString::fromUtf8(blob);
        } else if (tag == "L" && w.size() == 5 && readNumber(w.at(1), &a) &&
                   readNumber(w.at(4), &b) && readBlob(stream, pos, b, &blob)) {
            r.listed.append(Listed{a, QString::fromLatin1(w.at(2)), QString::fromLatin1(w.at(3)),
                                   QString::fromUtf8(blob)});
        } else if (tag == "C" && w.size() == 7 && readNumber(w.at(1), &a) &&
                   readNumber(w.at(2), &b) && readNumber(w.at(3), &c) && readNumber(w.at(4), &d) &&
                   readNumber(w.at(6), &e) && (w.at(5) == "z" || w.at(5) == "r") &&
                   readBlob(stream, pos, a, &blob) && e <= stream.size() - pos) {
            Chunk chunk;
            chunk.relativePath = QString::fromUtf8(blob);
            chunk.offset = b;
            chunk.restart = c != 0;
            chunk.wireBytes = pos - frameStart + e;
            const QByteArrayView payload = QByteArrayView(stream).sliced(pos, e);
            pos += e;
            if (w.at(5) == "z") {
                // qUncompress wants the size first, big-endian.
                QByteArray framed;
                framed.reserve(4 + e);
                const quint32 size = quint32(d);
                framed.append(char(size >> 24));
                framed.append(char(size >> 16));
                framed.append(char(size >> 8));
                framed.append(char(size));
                framed.append(payload);
                chunk.data = qUncompress(framed);
            } else {
                chunk.data = payload.toByteArray();
            }
            if (chunk.data.size() != d) {
                r.error = QStringLiteral("a chunk of %1 did not unpack to its size")
                              .arg(chunk.relativePath);
                return r;
            }
            r.chunks.append(std::move(chunk));
        } else if (tag == "END" && w.size() == 2) {
            r.more = w.at(1) == "1";
            r.complete = true;
            return r;
        } else {
            r.error = QStringLiteral("the answer holds a frame Slipway does not understand "
                                     "(at byte %1)")
                          .arg(frameStart);
            return r;
        }
    }
    r.error = QStringLiteral("the answer stopped before its end");
    return r;
}

} // namespace slipway::remote::eventfetch
