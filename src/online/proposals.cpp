#include "online/proposals.h"

namespace reversi::online {

std::optional<std::string> Proposals::refusal_to_propose(Proposal proposal, Color color) const {
  const bool draw = proposal == Proposal::Draw;
  const std::optional<Color> pending = by(proposal);
  if (pending == color)
    return draw ? "you have already offered a draw" : "you have already asked to take back";
  if (pending) {
    return draw ? "your opponent has offered a draw: accept or decline it"
                : "your opponent has asked to take back a move: accept or decline that first";
  }
  if (declined_[index(proposal)][index(color)]) {
    return draw ? "your draw offer was declined: you may offer one again after the next move"
                : "your takeback request was declined: you may ask again after the next move";
  }
  return std::nullopt;
}

std::optional<std::string> Proposals::refusal_to_answer(Proposal proposal, Color color) const {
  if (by(proposal) == opposite(color)) return std::nullopt;
  return proposal == Proposal::Draw ? "your opponent has not offered a draw"
                                    : "your opponent has not asked to take back a move";
}

void Proposals::decline(Proposal proposal) {
  std::optional<Color>& pending = pending_[index(proposal)];
  if (pending) declined_[index(proposal)][index(*pending)] = true;
  pending.reset();
}

void Proposals::moved(Color mover) {
  const Proposals before = *this;
  clear();
  // The offer stands while its maker moves: it may be made on either side's turn.
  if (before.by(Proposal::Draw) == mover) propose(Proposal::Draw, mover);
}

}  // namespace reversi::online
