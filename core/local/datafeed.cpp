#include "local/datafeed.h"

#include "local/idxreader.h"
#include "local/runfailure.h"

#include <algorithm>
#include <filesystem>

namespace slipway::local {
namespace {

constexpr double kFashionMean = 0.2860;
constexpr double kFashionStd = 0.3530;

} // namespace

SyntheticFeed::SyntheticFeed(std::vector<std::vector<std::int64_t>> shapes, std::int64_t batch,
                             bool classify, int classes, std::int64_t datasetSize)
    : m_shapes(std::move(shapes))
    , m_batch(batch)
    , m_classify(classify)
    , m_classes(classes)
    , m_size(datasetSize)
{}

std::string SyntheticFeed::description() const
{
    return m_classify ? "synthetic: normal random inputs, uniform random class labels"
                      : "synthetic: normal random inputs and targets";
}

Batch SyntheticFeed::batch(std::int64_t)
{
    Batch result;
    for (const auto &shape : m_shapes) {
        std::vector<std::int64_t> full{m_batch};
        full.insert(full.end(), shape.begin(), shape.end());
        result.inputs.push_back(torch::randn(full));
    }
    if (m_classify) {
        result.targets = torch::randint(m_classes, {m_batch}, torch::kLong);
    }
    return result;
}

FashionMnistFeed::FashionMnistFeed(const std::string &dir, std::int64_t batch, bool flat,
                                   bool withTestSet)
    : m_batch(batch)
    , m_flat(flat)
{
    m_train = loadPair(dir, "train");
    if (withTestSet) {
        const std::filesystem::path test = std::filesystem::path(dir) / "t10k-images-idx3-ubyte.gz";
        if (std::filesystem::exists(test)) {
            m_test = loadPair(dir, "t10k");
        }
    }
    m_order = torch::arange(m_train.first.size(0), torch::kLong);
}

std::string FashionMnistFeed::description() const
{
    return "Fashion-MNIST (" + std::to_string(m_train.first.size(0)) +
           " training images, idx files)";
}

void FashionMnistFeed::shuffle()
{
    m_order = torch::randperm(size(), torch::kLong);
}

Batch FashionMnistFeed::batch(std::int64_t index)
{
    const std::int64_t start = (index * m_batch) % std::max<std::int64_t>(1, size());
    auto indices = m_order.narrow(0, start, std::min(m_batch, size() - start));
    return make(m_train, indices);
}

Batch FashionMnistFeed::testBatch(std::int64_t start, std::int64_t count)
{
    return make(m_test, torch::arange(start, start + count, torch::kLong));
}

FashionMnistFeed::Pair FashionMnistFeed::loadPair(const std::string &dir, const std::string &stem)
{
    const auto base = std::filesystem::path(dir);
    IdxData images;
    IdxData labels;
    std::string error;
    if (!IdxReader::read((base / (stem + "-images-idx3-ubyte.gz")).string(), images, error) ||
        !IdxReader::read((base / (stem + "-labels-idx1-ubyte.gz")).string(), labels, error)) {
        throw RunFailure{ErrorKind::DataMissing,
                         "Fashion-MNIST could not be read: " + error +
                             ". On Debian: apt install dataset-fashion-mnist, or choose "
                             "synthetic data.",
                         {}};
    }
    if (images.dims.size() != 3 || images.dims[1] != 28 || images.dims[2] != 28 ||
        labels.dims.size() != 1 || labels.dims[0] != images.dims[0]) {
        throw RunFailure{ErrorKind::DataMissing,
                         "the Fashion-MNIST files in " + dir +
                             " do not hold 28x28 images with one label each",
                         {}};
    }
    auto imageTensor =
        torch::from_blob(images.bytes.data(), {images.dims[0], 1, 28, 28}, torch::kUInt8).clone();
    auto labelTensor =
        torch::from_blob(labels.bytes.data(), {labels.dims[0]}, torch::kUInt8).to(torch::kLong);
    return {imageTensor, labelTensor};
}

Batch FashionMnistFeed::make(const Pair &data, const torch::Tensor &indices) const
{
    Batch result;
    // (x / 255 - mean) / std in two in-place passes over the batch.
    auto images = data.first.index_select(0, indices).to(torch::kFloat);
    images.mul_(1.0 / (255.0 * kFashionStd)).sub_(kFashionMean / kFashionStd);
    if (m_flat) {
        images = images.flatten(1);
    }
    result.inputs.push_back(images);
    result.targets = data.second.index_select(0, indices);
    return result;
}

} // namespace slipway::local
