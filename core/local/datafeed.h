#pragma once

// Where a smoke test's batches come from: random tensors of the declared shapes, or
// Fashion-MNIST from its idx files. Torch types stay inside core/local.

#include <torch/types.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace slipway::local {

struct Batch
{
    std::vector<torch::Tensor> inputs;
    torch::Tensor targets; // undefined for synthetic regression until the output shape is known
};

class DataFeed
{
public:
    virtual ~DataFeed() = default;
    virtual std::string description() const = 0;
    virtual std::int64_t size() const = 0;
    virtual Batch batch(std::int64_t index) = 0; // index-th batch of the current epoch
    virtual void shuffle() {}
    virtual bool hasTestSet() const { return false; }
    virtual Batch testBatch(std::int64_t, std::int64_t) { return {}; }
    virtual std::int64_t testSize() const { return 0; }
};

// Normal random inputs; uniform random class labels when classifying.
class SyntheticFeed final : public DataFeed
{
public:
    SyntheticFeed(std::vector<std::vector<std::int64_t>> shapes, std::int64_t batch, bool classify,
                  int classes, std::int64_t datasetSize);

    std::string description() const override;
    std::int64_t size() const override { return m_size; }
    Batch batch(std::int64_t) override;

private:
    std::vector<std::vector<std::int64_t>> m_shapes;
    std::int64_t m_batch;
    bool m_classify;
    int m_classes;
    std::int64_t m_size;
};

// Fashion-MNIST, normalised with its mean and standard deviation. Throws RunFailure
// (DataMissing) when the files cannot be read or do not hold 28x28 images with one label each.
class FashionMnistFeed final : public DataFeed
{
public:
    FashionMnistFeed(const std::string &dir, std::int64_t batch, bool flat, bool withTestSet);

    std::string description() const override;
    std::int64_t size() const override { return m_train.first.size(0); }
    void shuffle() override;
    Batch batch(std::int64_t index) override;
    bool hasTestSet() const override { return m_test.first.defined(); }
    std::int64_t testSize() const override { return hasTestSet() ? m_test.first.size(0) : 0; }
    Batch testBatch(std::int64_t start, std::int64_t count) override;

private:
    using Pair = std::pair<torch::Tensor, torch::Tensor>;

    static Pair loadPair(const std::string &dir, const std::string &stem);
    Batch make(const Pair &data, const torch::Tensor &indices) const;

    std::int64_t m_batch;
    bool m_flat;
    Pair m_train;
    Pair m_test;
    torch::Tensor m_order;
};

} // namespace slipway::local
