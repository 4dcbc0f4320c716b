// What one client may take of `reversi serve`; 0 for no limit. The client is the address
// the connection comes from, or the one a trusted reverse proxy names (--trusted-proxy);
// an IPv6 client's limits cover its /64 (client_key.h).
#pragma once

#include <cstddef>

namespace reversi::server {

struct ClientLimits {
  unsigned games_per_minute = 0;  // local games and online matches created, together
  // Games imported from files: each counts, so that a client cannot fill the disk with
  // files of a thousand games each, as it could when a file counted as one new game.
  unsigned imported_games_per_day = 0;
  // And their bytes as the database keeps them: a game's names, place and notes are the
  // file's to choose, so the games a day alone do not bound what a day adds to the disk.
  unsigned imported_bytes_per_day = 0;
  std::size_t connections = 0;  // HTTP and WebSocket connections open at once
};

}  // namespace reversi::server
