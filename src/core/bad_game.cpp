#include "core/bad_game.h"

namespace reversi {

std::optional<Error> refuse_or_skip(std::vector<BadGame>* skipped, std::string game, std::string reason) {
  if (skipped == nullptr) return Error{game + ": " + reason};
  skipped->push_back(BadGame{"", std::move(game), std::move(reason)});
  return std::nullopt;
}

}  // namespace reversi
