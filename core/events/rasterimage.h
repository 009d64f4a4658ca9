#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace slipway::events {

// A small RGB canvas with anti-aliased lines, rectangles, a built-in 5x7 pixel font (ASCII;
// other characters show as '?') and a PNG encoder. It needs QtCore only, so the command-line
// tool can draw charts without a display and without linking QtGui or QtWidgets.
class RasterImage final
{
public:
    RasterImage(int width, int height, std::uint32_t background = 0xffffff);

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::uint32_t pixel(int x, int y) const
    {
        return m_pixels[std::size_t(y) * std::size_t(m_width) + std::size_t(x)];
    }

    // Colours are 0xRRGGBB; opacity 0..1 blends over what is there.
    void blend(int x, int y, std::uint32_t color, double opacity);
    void fillRect(int x, int y, int w, int h, std::uint32_t color, double opacity = 1.0);
    // Xiaolin Wu's anti-aliased line; `thick` draws it two pixels wide.
    void drawLine(double x0, double y0, double x1, double y1, std::uint32_t color,
                  double opacity = 1.0, bool thick = false);
    // Text with its top-left corner at (x, y); scale 1 is 6 pixels a character, 8 high.
    void drawText(int x, int y, const QString &text, std::uint32_t color, int scale = 1);
    static int textWidth(const QString &text, int scale = 1)
    {
        return int(text.size()) * 6 * scale;
    }

    QByteArray toPng() const;

private:
    int m_width;
    int m_height;
    std::vector<std::uint32_t> m_pixels;
};

} // namespace slipway::events
