#include "project/sha256.h"

#include <openssl/evp.h>

namespace slipway::project {

struct Sha256::Context
{
    EVP_MD_CTX *ctx = nullptr;
};

Sha256::Sha256()
    : m_context(std::make_unique<Context>())
{
    m_context->ctx = EVP_MD_CTX_new();
    EVP_DigestInit_ex(m_context->ctx, EVP_sha256(), nullptr);
}

Sha256::~Sha256()
{
    EVP_MD_CTX_free(m_context->ctx);
}

void Sha256::addData(QByteArrayView data)
{
    EVP_DigestUpdate(m_context->ctx, data.data(), static_cast<size_t>(data.size()));
}

QByteArray Sha256::hexResult()
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(m_context->ctx, digest, &length);
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

QByteArray Sha256::hex(QByteArrayView data)
{
    Sha256 hash;
    hash.addData(data);
    return hash.hexResult();
}

} // namespace slipway::project
