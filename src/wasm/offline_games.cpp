#include "wasm/offline_games.h"

#include <utility>

#include "core/notation.h"
#include "json/move_reason_json.h"
#include "local_game/local_game_json.h"
#include "players/openings.h"
#include "players/registry.h"

namespace reversi::wasm {

namespace {

nlohmann::json error(unsigned status, const std::string& message) {
  return {{"error", message}, {"status", status}};
}

nlohmann::json answer(const HostedGame& hosted) { return {{"game", game_json(hosted)}}; }

bool is_player(const std::string& name) { return name == kHuman || find_opponent(name) != nullptr; }

nlohmann::json play_person_move(HostedGame& hosted, const std::string& name) {
  if (const std::optional<std::string> refused = hosted.refuse_person_move()) return error(400, *refused);
  const Result<Square> square = parse_move(name);
  if (!square) return error(400, "'move': " + square.error());
  if (const Result<Move> move = hosted.play(square.value()); !move) {
    return error(400, "'move': " + name + ": " + move.error());
  }
  return answer(hosted);
}

// The move the page's engine found, refused in the API's words where the API would.
nlohmann::json play_found_move(HostedGame& hosted, const std::string& move, const std::string& reason_text) {
  const nlohmann::json reason = nlohmann::json::parse(reason_text, nullptr, false);
  if (!reason.is_object()) return error(400, "'reason': expected the reason the page's engine gave");
  const Result<Decision> parsed = json::parse_decision(move, reason);
  if (!parsed) return error(400, parsed.error());
  const Decision& found = parsed.value();
  if (const std::optional<std::string> refused = hosted.refuse_found_move(found)) return error(400, *refused);
  if (const Result<Move> played = hosted.play(found.move, &found.reason); !played)
    return error(500, played.error());
  return answer(hosted);
}

nlohmann::json play_computer_move(HostedGame& hosted, std::uint64_t seed, engine::Engine& engine) {
  if (const std::optional<std::string> refused = hosted.refuse_computer_move()) return error(400, *refused);
  const Color mover = hosted.game.position().to_move;
  const auto player = make_opponent(hosted.seats.of(mover), seed, &engine);
  if (!player) return error(400, "no computer opponent is called " + reversi::quoted(hosted.seats.of(mover)));
  const Decision decision = player->choose(hosted.game.position().board);
  if (const Result<Move> move = hosted.play(decision.move, &decision.reason); !move)
    return error(500, move.error());
  return answer(hosted);
}

}  // namespace

nlohmann::json OfflineGames::keep(HostedGame hosted) {
  const auto [kept, added] = games_.insert_or_assign(hosted.id, std::move(hosted));
  return answer(kept->second);
}

nlohmann::json OfflineGames::create(const std::string& id, const std::string& black, const std::string& white,
                                    const std::string& setup, bool balanced_opening, std::uint64_t seed) {
  if (!is_player(black)) return error(400, "no player is called " + reversi::quoted(black));
  if (!is_player(white)) return error(400, "no player is called " + reversi::quoted(white));
  const Seats seats{black, white};
  if (balanced_opening) {
    return keep(HostedGame::with_balanced_opening(id, seats, seed % match_openings().size() + 1));
  }
  Result<Game> game = setup.empty() ? Result<Game>(Game()) : Game::from_setup(setup);
  if (!game) return error(400, "setup: " + game.error());
  if (game.value().is_over() && game.value().ply() == 0) {
    return error(400, "setup: neither side can move in this position: there is no game to play");
  }
  return keep(HostedGame{id, seats, std::move(game).value(), {}});
}

nlohmann::json OfflineGames::adopt(const std::string& id, const std::string& black, const std::string& white,
                                   const std::string& start, const std::string& recorded, std::size_t ply,
                                   std::size_t balanced_opening) {
  if (!is_player(black) || !is_player(white)) return error(400, "the game's players are not known here");
  const Result<Position> position = parse_position(start);
  if (!position) return error(400, "start: " + position.error());
  Result<Game> game = Game::from_transcript(recorded, position.value());
  if (!game) return error(400, "moves: " + game.error());
  if (balanced_opening > match_openings().size()) return error(400, "no such balanced opening");
  HostedGame hosted{id, Seats{black, white}, std::move(game).value(), {}, balanced_opening};
  if (ply != hosted.game.ply() && !hosted.go_to(ply)) return error(400, "ply: past the game's record");
  return keep(std::move(hosted));
}

nlohmann::json OfflineGames::act(const std::string& id, const OfflineAction& action, engine::Engine& engine) {
  const auto found = games_.find(id);
  if (found == games_.end()) return error(404, "no game " + reversi::quoted(id) + " is kept in this page");
  HostedGame& hosted = found->second;
  if (action.name == "show") return answer(hosted);
  if (action.ply != hosted.game.ply()) {
    nlohmann::json stale =
        error(409, "the game has changed: it is at ply " + std::to_string(hosted.game.ply()));
    stale["game"] = game_json(hosted);
    return stale;
  }
  if (action.name == "move") return play_person_move(hosted, action.move);
  if (action.name == "computer") {
    return action.move.empty() ? play_computer_move(hosted, action.seed, engine)
                               : play_found_move(hosted, action.move, action.reason);
  }
  std::optional<std::string> refused;
  if (action.name == "undo")
    refused = hosted.undo_turn();
  else if (action.name == "redo")
    refused = hosted.redo_turn();
  else if (action.name == "cursor")
    refused = hosted.show_ply(action.to);
  else
    return error(400, "no action " + reversi::quoted(action.name));
  return refused ? error(400, *refused) : answer(hosted);
}

}  // namespace reversi::wasm
