// GGF's result (RE) and the numbers of its moves' notes: RE[+12.000], RE[-64.000:t],
// RE[+8.500] in a komi game, RE[?].
//
// RE is black's disc difference less the komi (KM), so a komi game's result is a fraction
// (+8.500 with KM[-0.500]: black won by 8 discs). After a colon comes how the game ended
// otherwise than by counting the discs: t on time, r by resignation, s by a score both
// players agreed to.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/game_record.h"
#include "core/result.h"

namespace reversi {

struct GgfResult {
  double black_score = 0;  // the komi taken off
  GameEnding ending = GameEnding::Counted;
};

// None for "?" or an empty RE.
Result<std::optional<GgfResult>> parse_ggf_result(std::string_view value);

// "+12.000", "-64.000:t", "0.000", or "?" for none.
std::string ggf_result_text(const std::optional<GgfResult>& result);

// The shortest text that reads back as `number` ("0.9", "-12", "2197.01").
std::string ggf_number(double number);

}  // namespace reversi
