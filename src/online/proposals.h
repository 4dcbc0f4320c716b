// What one side of an online game has proposed to the other while the game is on, as
// lichess has it: a draw, or taking back its last move. The other side accepts or
// declines; a side whose proposal was declined may not make it again before the next move,
// so that it cannot pester the opponent with it. A move answers a draw offer made to its
// mover (moving on declines it) and every takeback request (it asked about another
// position). Rules only: Match turns them into events.
#pragma once

#include <optional>
#include <string>

#include "core/types.h"

namespace reversi::online {

enum class Proposal { Draw, Takeback };

class Proposals {
 public:
  // Who has made `proposal` and waits for the answer; nothing when nobody has.
  std::optional<Color> by(Proposal proposal) const { return pending_[index(proposal)]; }
  // Why `color` may not make `proposal` now; nothing when it may.
  std::optional<std::string> refusal_to_propose(Proposal proposal, Color color) const;
  // Why `color` may not accept or decline `proposal` now; nothing when it may.
  std::optional<std::string> refusal_to_answer(Proposal proposal, Color color) const;

  void propose(Proposal proposal, Color color) { pending_[index(proposal)] = color; }
  // The proposer may make it again after the next move.
  void decline(Proposal proposal);
  void moved(Color mover);
  // Accepted, or the game ended or changed under them: nothing is pending or refused.
  void clear() { *this = Proposals{}; }

 private:
  static int index(Proposal proposal) { return proposal == Proposal::Draw ? 0 : 1; }
  static int index(Color color) { return color == Color::Black ? 0 : 1; }

  std::optional<Color> pending_[2];
  bool declined_[2][2] = {};  // by proposal and proposer: declined since the last move
};

}  // namespace reversi::online
