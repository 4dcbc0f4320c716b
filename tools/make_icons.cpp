// Draws the page's app icons as PNG, from the design of web/favicon.svg: a disc, black on
// the left and white on the right, on the board's green. Phones want bitmaps where the
// favicon is a vector: iOS's home screen (apple-touch-icon) and Android's installed apps
// (the manifest's 192 and 512 pixel icons, and a "maskable" one that the system crops to
// its own shape, so its green fills the square and the disc keeps inside the safe circle).
// Part of the build: the server embeds what it writes (src/server/CMakeLists.txt).
// Usage: reversi_make_icons DIRECTORY
#include <png.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

struct Rgb {
  double r, g, b;
};

// web/favicon.svg's colours.
constexpr Rgb kGreen{0x2e, 0x71, 0x50};
constexpr Rgb kBlack{0x11, 0x11, 0x11};
constexpr Rgb kWhite{0xf4, 0xf4, 0xf0};

struct Icon {
  const char* name;
  int size;
  bool rounded;        // the favicon's rounded corners, transparent beyond them
  double disc_radius;  // as a share of the size
};

// The favicon's disc is 22/64 of its size; a maskable icon keeps it within the inner 80%.
constexpr std::array<Icon, 4> kIcons = {{
    {"apple-touch-icon.png", 180, false, 22.0 / 64},
    {"icon-192.png", 192, true, 22.0 / 64},
    {"icon-512.png", 512, true, 22.0 / 64},
    {"icon-maskable-512.png", 512, false, 0.3},
}};

// What covers the point (x, y) of the 64-unit design, and whether anything does.
bool colour_at(const Icon& icon, double x, double y, Rgb& colour) {
  if (icon.rounded) {
    constexpr double kCorner = 12;  // the favicon's rx
    const double dx = std::max({kCorner - x, x - (64 - kCorner), 0.0});
    const double dy = std::max({kCorner - y, y - (64 - kCorner), 0.0});
    if (dx * dx + dy * dy > kCorner * kCorner) return false;
  }
  const double radius = icon.disc_radius * 64;
  const double cx = x - 32, cy = y - 32;
  if (cx * cx + cy * cy <= radius * radius) {
    colour = cx >= 0 ? kWhite : kBlack;
  } else {
    colour = kGreen;
  }
  return true;
}

// Each pixel averages 4x4 points of the design: smooth edges, and the same bytes every time.
std::vector<png_byte> draw(const Icon& icon) {
  constexpr int kSamples = 4;
  std::vector<png_byte> rgba(static_cast<std::size_t>(icon.size) * icon.size * 4);
  const double scale = 64.0 / icon.size;
  for (int py = 0; py < icon.size; ++py) {
    for (int px = 0; px < icon.size; ++px) {
      double r = 0, g = 0, b = 0, covered = 0;
      for (int sy = 0; sy < kSamples; ++sy) {
        for (int sx = 0; sx < kSamples; ++sx) {
          Rgb colour{};
          if (!colour_at(icon, (px + (sx + 0.5) / kSamples) * scale, (py + (sy + 0.5) / kSamples) * scale,
                         colour))
            continue;
          r += colour.r, g += colour.g, b += colour.b, covered += 1;
        }
      }
      png_byte* pixel = &rgba[(static_cast<std::size_t>(py) * icon.size + px) * 4];
      const double total = kSamples * kSamples;
      pixel[0] = static_cast<png_byte>(covered > 0 ? std::lround(r / covered) : 0);
      pixel[1] = static_cast<png_byte>(covered > 0 ? std::lround(g / covered) : 0);
      pixel[2] = static_cast<png_byte>(covered > 0 ? std::lround(b / covered) : 0);
      pixel[3] = static_cast<png_byte>(std::lround(255 * covered / total));
    }
  }
  return rgba;
}

bool write_png(const std::string& path, const Icon& icon, const std::vector<png_byte>& rgba) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  image.width = static_cast<png_uint_32>(icon.size);
  image.height = static_cast<png_uint_32>(icon.size);
  image.format = PNG_FORMAT_RGBA;
  if (png_image_write_to_file(&image, path.c_str(), 0, rgba.data(), 0, nullptr)) return true;
  std::fprintf(stderr, "reversi_make_icons: %s: %s\n", path.c_str(), image.message);
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s DIRECTORY\n", argv[0]);
    return 2;
  }
  for (const Icon& icon : kIcons) {
    if (!write_png(std::string(argv[1]) + "/" + icon.name, icon, draw(icon))) return 1;
  }
  return 0;
}
