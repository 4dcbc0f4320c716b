#include "players/registry.h"

#include <array>

#include "players/openness_player.h"
#include "players/search_player.h"
#include "players/seconds_text.h"
#include "players/simple_players.h"

namespace reversi {

namespace {

// Rough strength by level, as a player would put it; docs/benchmarks.md has the measured
// ladder, where each level wins most of its games against the one below.
constexpr std::array<std::pair<const char*, const char*>, 10> kLevelStrengths = {{
    {"casual", "中級"},
    {"casual", "中級"},
    {"club player", "上級"},
    {"club player", "上級"},
    {"club player", "上級"},
    {"strong", "有段者"},
    {"strong", "有段者"},
    {"strong", "有段者"},
    {"expert", "達人"},
    {"expert", "達人"},
}};

// Where a level stands, in the words a player would look for first.
std::pair<std::string, std::string> ladder_sentence(const Level& level) {
  if (level.number == 0)
    return {"The former top level, kept as a yardstick. ", "以前の最強レベル (比較用)。"};
  if (level.number == 1) {
    return {
        "The first level: it beats the simple opponents above nearly every game, so try it once "
        "you beat openness. ",
        "最初のレベル: 上のかんたんな相手にはほぼ必ず勝ちます。openness に勝てるようになったら挑戦して"
        "ください。"};
  }
  const std::string below = "level-" + std::to_string(level.number - 1);
  return {"A step above " + below + ": it wins most of its games against it. ",
          below + " より一段強く、" + below + " との対局の多くに勝ちます。"};
}

std::string book_sentence(const Level& level) {
  if (!level.book) return " It does not use the opening book.";
  const std::string margin =
      std::to_string(level.book->margin) + (level.book->margin == 1 ? " disc" : " discs");
  if (level.book->plies >= kSquareCount) {
    return " Where the game is in the opening book, it plays at random among the book moves within " +
           margin + " of the best.";
  }
  return " In its first " + std::to_string(level.book->plies) +
         " moves it plays from the opening book, at random among the book moves within " + margin +
         " of the best.";
}

std::string book_sentence_ja(const Level& level) {
  if (!level.book) return "定石集は使いません。";
  const std::string margin = std::to_string(level.book->margin);
  if (level.book->plies >= kSquareCount)
    return "定石集にある局面では、最善から " + margin + " 石差以内の手を無作為に選んで打ちます。";
  return "序盤 " + std::to_string(level.book->plies) + " 手までは定石集から、最善から " + margin +
         " 石差以内の手を無作為に選んで打ちます。";
}

OpponentInfo level_info(const Level& level, const char* strength, const char* strength_ja) {
  const std::string depth = std::to_string(level.depth);
  const std::string exact = std::to_string(engine::solved_empties(search_limits(level)));
  std::string description = "Looks " + depth + (level.depth == 1 ? " move" : " moves") + " ahead";
  std::string description_ja = depth + " 手先まで読み";
  // An untimed level's solve has a node budget (search_limits): past it, the level plays a
  // move it has proven keeps its win or draw, or failing that, its look-ahead's.
  std::string solves = " and plays the last " + exact +
                       " squares perfectly, except where solving them would take too long: there it plays a "
                       "move it has proven keeps its win or draw, if it finds one.";
  std::string solves_ja =
      "、残り " + exact +
      " マスからは完全に読み切ります (読み切りに時間がかかりすぎる局面では、勝ちか引き分けを"
      "保つと証明できた手を打ちます)。";
  if (level.time) {
    const std::string seconds = seconds_text(*level.time);
    description = "Thinks up to " + seconds + (seconds == "1" ? " second" : " seconds") + " a move: looks " +
                  depth + " moves ahead or deeper";
    description_ja = "1 手 " + seconds + " 秒以内で " + depth + " 手先以上まで読み";
    solves = " and plays the last " + exact + " squares perfectly when it solves them in that time.";
    solves_ja = "、残り " + exact + " マスからは時間内に読み切れれば完全に打ちます。";
  }
  switch (level.judgement) {
    case engine::Judgement::Patterns:
      description += ", judges the board by patterns learned from self-play and tournament games,";
      description_ja += "、盤面を自己対局と大会の棋譜から学んだパターンで評価し";
      break;
    case engine::Judgement::FeaturesThenEndgamePatterns:
      description += ", judges the late middle game by patterns learned from solved positions,";
      description_ja += "、終盤の入り口は解き切った局面から学んだパターンで評価し";
      break;
    case engine::Judgement::Features: break;
  }
  description += solves;
  description_ja += solves_ja;
  description += book_sentence(level);
  description_ja += book_sentence_ja(level);
  const auto& [ladder, ladder_ja] = ladder_sentence(level);
  description = ladder + description;
  description_ja = ladder_ja + description_ja;
  return OpponentInfo{
      level_name(level), description,
      description_ja,    strength,
      strength_ja,       [level](std::uint64_t seed) { return std::make_unique<SearchPlayer>(level, seed); }};
}

}  // namespace

const std::vector<OpponentInfo>& opponents() {
  static const std::vector<OpponentInfo> all = [] {
    std::vector<OpponentInfo> list = {
        {"random", "Plays any legal move at random.", "打てる場所からランダムに打ちます。", "first-timer",
         "はじめて", make_random_player},
        {"most-flips", "Plays the move that flips the most discs (the Processing game's computer).",
         "いちばん多く石を返せる場所に打ちます (Processing 版の CPU)。", "beginner", "入門",
         make_most_flips_player},
        {"fewest-flips", "Plays the move that flips the fewest discs (the Godot game's Easy).",
         "返す石がいちばん少ない場所に打ちます (Godot 版のかんたん)。", "first-timer", "はじめて",
         make_fewest_flips_player},
        {"openness",
         "Plays the quietest move, with fewest empty squares next to the discs it flips; "
         "takes corners, avoids the squares next to empty ones (the Power Apps game's openness theory).",
         "返す石のまわりの空きマスが少ない手を選び、隅を取り、空いた隅の隣を避けます "
         "(Power Apps 版の開放度理論)。",
         "novice", "初級", make_openness_player},
    };
    for (const Level& level : levels()) {
      const auto& [strength, strength_ja] = kLevelStrengths[static_cast<std::size_t>(level.number - 1)];
      list.push_back(level_info(level, strength, strength_ja));
    }
    list.push_back(level_info(classic_level(), "expert", "達人"));
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
