// What makes two imported games one, so that a game imported again into the same list is
// not stored twice (GameStore::insert_records): its key, kept in imported_games.import_key
// under a unique index.
#pragma once

#include <string>
#include <string_view>

#include "core/game_record.h"
#include "server/store/database.h"

namespace reversi::server {

// The key of `record` imported into `player`'s list (empty: into none, as `reversi games
// import` does): the SHA-256, in hex, of the list, the start position, every ply, and the
// players, place and date as the file gives them, so that two games of the same players
// on the same day stay two. The result, clocks, ratings and notes are left out: they say
// more about a game, they do not tell two apart. The list is part of it, so that what one
// browser imported never keeps a game out of another's list, nor tells it the game is there.
std::string import_key(std::string_view player, const GameRecord& record);

// Gives the imported games of a database from before keys (schema 8) their keys, from what
// it kept of each: its list, start and plies (moves played on since then count), and the
// file's names, place and date. Oldest first: of a game imported twice, the first copy gets
// the key and the later ones none, so that nothing is removed and the unique index holds.
// A game whose row no longer reads gets none.
void key_imported_games(Database& db);

}  // namespace reversi::server
