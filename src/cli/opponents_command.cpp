// `reversi opponents`: every computer opponent, in plain words with whom it suits, then
// for the serious player its measured strength and how it searches.
#include <cstdio>
#include <string>

#include "cli/commands.h"
#include "players/registry.h"
#include "players/seconds_text.h"

namespace reversi::cli {

namespace {

std::string group_text(Language lang, StrengthGroup group) {
  switch (group) {
    case StrengthGroup::FirstGames: return text(lang, "はじめての対局に", "for your first games");
    case StrengthGroup::Casual: return text(lang, "初級〜中級", "casual");
    case StrengthGroup::Club: return text(lang, "上級", "club player");
    case StrengthGroup::Strong: return text(lang, "有段者", "strong");
    case StrengthGroup::Expert: return text(lang, "達人", "expert");
  }
  return "";
}

// How it plays, in one sentence a first-timer understands.
std::string plain_text(Language lang, const OpponentInfo& info) {
  switch (info.style) {
    case PlayStyle::Random:
      return text(lang, "打てる場所から無作為に打ちます。", "Plays any legal move at random.");
    case PlayStyle::MostFlips:
      return text(lang, "いちばん多く石を返せる手を打ちます。", "Plays the move that flips the most discs.");
    case PlayStyle::FewestFlips:
      return text(lang, "返す石がいちばん少ない手を打ちます。",
                  "Plays the move that flips the fewest discs.");
    case PlayStyle::Openness:
      return text(lang, "目立たない手を選び、隅を取ります。", "Plays quiet moves and takes the corners.");
    case PlayStyle::Search: break;
  }
  const std::string depth = std::to_string(info.search->depth);
  if (info.search->time) {
    const std::string seconds = seconds_text(*info.search->time);
    return lang == Language::Japanese
               ? "1 手 " + seconds + " 秒まで考えます。"
               : "Thinks up to " + seconds + (seconds == "1" ? " second" : " seconds") + " a move.";
  }
  return lang == Language::Japanese ? depth + " 手先まで読みます。"
                                    : "Looks " + depth + (depth == "1" ? " move" : " moves") + " ahead.";
}

// Its measured strength and its search, for the serious player; empty for `random`.
std::string details_text(Language lang, const OpponentInfo& info) {
  const bool ja = lang == Language::Japanese;
  std::string details;
  const auto add = [&](const std::string& part) {
    details += (details.empty() ? "" : ja ? "、" : "; ") + part;
  };
  if (const auto& measured = info.measured) {
    char score[16];
    std::snprintf(score, sizeof score, "%.1f%%", measured->score);
    const std::string games = std::to_string(measured->games);
    if (!measured->elo) {
      add(ja ? measured->against + " に " + games + " 局全勝"
             : "Won all " + games + " games against " + measured->against);
    } else {
      const std::string elo = (*measured->elo >= 0 ? "+" : "") + std::to_string(*measured->elo);
      add(ja ? measured->against + " に対して得点率 " + score + " (" + elo + " Elo、" + games + " 局)"
             : "Scores " + std::string(score) + " against " + measured->against + " (" + elo + " Elo, " +
                   games + " games)");
    }
  }
  if (const auto& search = info.search) {
    // The plain line gives an untimed level's depth already.
    const std::string depth = std::to_string(search->depth);
    if (search->time) add(ja ? depth + " 手先以上まで読む" : "looks " + depth + " moves ahead or deeper");
    const std::string empties = std::to_string(search->solves_from);
    add(ja ? "残り " + empties + " マスから完全読み" : "perfect from " + empties + " empty squares");
    if (!search->book_plies) {
      add(text(lang, "定石集なし", "no opening book"));
    } else if (*search->book_plies >= kSquareCount) {
      add(text(lang, "定石集を最後まで使用", "the opening book as long as it lasts"));
    } else {
      const std::string plies = std::to_string(*search->book_plies);
      add(ja ? "序盤 " + plies + " 手は定石集" : "the opening book in its first " + plies + " moves");
    }
  }
  return details;
}

}  // namespace

void add_opponents_command(CLI::App& app, const GlobalOptions& global) {
  CLI::App* opponents_app = app.add_subcommand("opponents", "List the computer opponents for play and match");
  opponents_app->callback([&global] {
    const Language lang = global.language();
    for (const OpponentInfo& info : opponents()) {
      std::printf("%-13s [%s] %s\n", info.name.c_str(), group_text(lang, info.group).c_str(),
                  plain_text(lang, info).c_str());
      const std::string details = details_text(lang, info);
      if (!details.empty()) std::printf("%-13s %s\n", "", details.c_str());
    }
  });
}

}  // namespace reversi::cli
