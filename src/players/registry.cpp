#include "players/registry.h"

#include <array>

#include "players/openness_player.h"
#include "players/search_player.h"
#include "players/simple_players.h"

namespace reversi {

namespace {

// Whom each level suits, from level-1 up.
constexpr std::array<StrengthGroup, 10> kLevelGroups = {
    StrengthGroup::Casual, StrengthGroup::Casual, StrengthGroup::Club,   StrengthGroup::Club,
    StrengthGroup::Club,   StrengthGroup::Strong, StrengthGroup::Strong, StrengthGroup::Strong,
    StrengthGroup::Expert, StrengthGroup::Expert,
};

// docs/benchmarks/levels.md, "The ladder": each level against the one below, 200 games, and the
// simple opponents against each other; classic against level-10 ("level-10 against
// classic"). Opponents.MeasuredStrengthsAreTheFiguresOfTheBenchmarks holds them to those
// tables.
MeasuredStrength measured(std::string against, double score, std::optional<int> elo) {
  return MeasuredStrength{std::move(against), score, elo, 200};
}

const std::array<MeasuredStrength, 10> kLadder = {{
    measured("openness", 100.0, std::nullopt),
    measured("level-1", 78.0, 220),
    measured("level-2", 66.5, 119),
    measured("level-3", 79.0, 230),
    measured("level-4", 69.0, 139),
    measured("level-5", 67.5, 127),
    measured("level-6", 64.3, 102),
    measured("level-7", 65.0, 108),
    measured("level-8", 76.8, 207),
    measured("level-9", 65.8, 113),
}};

SearchFacts search_facts(const Level& level) {
  return SearchFacts{level.depth, level.time, engine::solved_empties(search_limits(level)),
                     level.book ? std::optional<int>(level.book->plies) : std::nullopt};
}

OpponentInfo level_info(const Level& level, StrengthGroup group, std::optional<MeasuredStrength> strength) {
  return OpponentInfo{level_name(level),
                      level.number == 0 ? std::nullopt : std::optional<int>(level.number),
                      group,
                      PlayStyle::Search,
                      std::move(strength),
                      search_facts(level),
                      [level](std::uint64_t seed) { return std::make_unique<SearchPlayer>(level, seed); }};
}

OpponentInfo simple_info(std::string name, StrengthGroup group, PlayStyle style,
                         std::optional<MeasuredStrength> strength,
                         std::unique_ptr<ComputerPlayer> (*make)(std::uint64_t)) {
  return OpponentInfo{std::move(name), std::nullopt, group, style, std::move(strength), std::nullopt, make};
}

}  // namespace

std::string_view strength_group_name(StrengthGroup group) {
  switch (group) {
    case StrengthGroup::FirstGames: return "first-games";
    case StrengthGroup::Casual: return "casual";
    case StrengthGroup::Club: return "club";
    case StrengthGroup::Strong: return "strong";
    case StrengthGroup::Expert: return "expert";
  }
  return "";
}

std::string_view play_style_name(PlayStyle style) {
  switch (style) {
    case PlayStyle::Random: return "random";
    case PlayStyle::MostFlips: return "most-flips";
    case PlayStyle::FewestFlips: return "fewest-flips";
    case PlayStyle::Openness: return "openness";
    case PlayStyle::Search: return "search";
  }
  return "";
}

const std::vector<OpponentInfo>& opponents() {
  static const std::vector<OpponentInfo> all = [] {
    std::vector<OpponentInfo> list;
    list.push_back(simple_info("random", StrengthGroup::FirstGames, PlayStyle::Random, std::nullopt,
                               make_random_player));
    list.push_back(simple_info("most-flips", StrengthGroup::FirstGames, PlayStyle::MostFlips,
                               measured("random", 64.5, 104), make_most_flips_player));
    list.push_back(simple_info("fewest-flips", StrengthGroup::FirstGames, PlayStyle::FewestFlips,
                               measured("random", 40.0, -70), make_fewest_flips_player));
    list.push_back(simple_info("openness", StrengthGroup::Casual, PlayStyle::Openness,
                               measured("most-flips", 84.5, 295), make_openness_player));
    for (const Level& level : levels()) {
      const auto index = static_cast<std::size_t>(level.number - 1);
      list.push_back(level_info(level, kLevelGroups[index], kLadder[index]));
    }
    list.push_back(level_info(classic_level(), StrengthGroup::Expert, measured("level-10", 15.0, -301)));
    return list;
  }();
  return all;
}

const OpponentInfo* find_opponent(std::string_view name) {
  for (const OpponentInfo& info : opponents()) {
    if (info.name == name) return &info;
  }
  return nullptr;
}

std::unique_ptr<ComputerPlayer> make_opponent(std::string_view name, std::uint64_t seed,
                                              engine::Engine* engine, const engine::Book* book) {
  const engine::Book& opening_book = book ? *book : engine::default_book();
  const auto searching = [&](const Level& level) -> std::unique_ptr<ComputerPlayer> {
    if (engine) return std::make_unique<SearchPlayer>(level, *engine, seed, opening_book);
    return std::make_unique<SearchPlayer>(level, seed, opening_book);
  };
  if (const Level* level = find_level(name)) return searching(*level);
  const OpponentInfo* info = find_opponent(name);
  return info ? info->create(seed) : nullptr;
}

}  // namespace reversi
