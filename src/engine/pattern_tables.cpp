#include "engine/pattern_tables.h"

#include <algorithm>

#include "engine/patterns.h"

namespace reversi::engine {

namespace {

constexpr std::string_view kMagic = "RVPT";
constexpr char kFormat = 1;
constexpr std::size_t kHeaderSize = kMagic.size() + 1 + kMostEmpties + 1;

int phase_count(const std::array<std::uint8_t, kMostEmpties + 1>& phase_of_empties) {
  return *std::max_element(phase_of_empties.begin(), phase_of_empties.end()) + 1;
}

}  // namespace

std::array<std::uint8_t, kMostEmpties + 1> phases_of_width(int width) {
  std::array<std::uint8_t, kMostEmpties + 1> phases{};
  for (int empties = 0; empties <= kMostEmpties; ++empties)
    phases[empties] = static_cast<std::uint8_t>(std::min(empties, kMostEmpties - 1) / width);
  return phases;
}

PatternTables zero_tables(const std::array<std::uint8_t, kMostEmpties + 1>& phase_of_empties) {
  PatternTables tables{phase_of_empties, phase_count(phase_of_empties), {}};
  tables.entries.assign(tables.phases * pattern_entries_per_phase(), 0);
  return tables;
}

Result<PatternTables> parse_pattern_tables(std::string_view bytes) {
  if (!bytes.starts_with(kMagic) || bytes.size() < kHeaderSize) {
    return Error{"not pattern tables (they start with " + std::string(kMagic) + " and a header of " +
                 std::to_string(kHeaderSize) + " bytes)"};
  }
  if (bytes[kMagic.size()] != kFormat) {
    return Error{"pattern tables of format " + std::to_string(static_cast<int>(bytes[kMagic.size()])) +
                 ", but this program reads format " + std::to_string(kFormat)};
  }
  PatternTables tables;
  for (int empties = 0; empties <= kMostEmpties; ++empties)
    tables.phase_of_empties[empties] = static_cast<std::uint8_t>(bytes[kMagic.size() + 1 + empties]);
  tables.phases = phase_count(tables.phase_of_empties);
  for (int phase = 0; phase < tables.phases; ++phase) {
    if (std::find(tables.phase_of_empties.begin(), tables.phase_of_empties.end(), phase) ==
        tables.phase_of_empties.end())
      return Error{"pattern tables: phase " + std::to_string(phase) + " judges no number of empty squares"};
  }
  const std::size_t entries = tables.phases * pattern_entries_per_phase();
  if (bytes.size() != kHeaderSize + 2 * entries) {
    return Error{"pattern tables of " + std::to_string(tables.phases) + " phases take " +
                 std::to_string(kHeaderSize + 2 * entries) + " bytes (" + std::to_string(entries) +
                 " 16-bit entries after a header of " + std::to_string(kHeaderSize) + "), got " +
                 std::to_string(bytes.size())};
  }
  tables.entries.resize(entries);
  for (std::size_t i = 0; i < entries; ++i) {
    const auto low = static_cast<unsigned char>(bytes[kHeaderSize + 2 * i]);
    const auto high = static_cast<unsigned char>(bytes[kHeaderSize + 2 * i + 1]);
    tables.entries[i] = static_cast<std::int16_t>(static_cast<std::uint16_t>(low | (high << 8)));
  }
  return tables;
}

std::string pattern_tables_bytes(const PatternTables& tables) {
  std::string bytes(kMagic);
  bytes += kFormat;
  for (std::uint8_t phase : tables.phase_of_empties) bytes += static_cast<char>(phase);
  for (std::int16_t entry : tables.entries) {
    bytes += static_cast<char>(entry & 0xFF);
    bytes += static_cast<char>((entry >> 8) & 0xFF);
  }
  return bytes;
}

}  // namespace reversi::engine
