#include "core/opening_names.h"

#include <array>
#include <vector>

#include "core/notation.h"
#include "core/symmetry.h"

namespace reversi {

namespace {

// The English names and lines are Robert Gatliff's catalogue of named openings, as
// players publish it (e.g. http://www.samsoft.org.uk/reversi/openings.htm, written there
// with c4 first; here turned half a turn to begin with f5: Tiger c4e3f6e6f5 is
// f5d6c3d3c4). Cross-checked: Cow f5f6e6f4e3 (https://ryu-ku.net/09/7603, 牛定石),
// Rabbit as every f5d6c5 game (https://bassy84.net/othello-zyoseki-usagi-b.html, 兎定石),
// the Cow family's Japanese names (https://bassy84.net/zyouseki-usi.html: 飛び出し牛,
// ヘビ, こうもり, ヨット, 飛行機, 丸岡流, 白大量取り, 暴走牛 in ryu-ku.net).
// Where no Japanese name is established the English one is written in katakana.
constexpr auto kOpenings = std::to_array<NamedOpening>({
    // 1. f5 d6: the perpendicular opening.
    {"Perpendicular Opening", "縦取り", "f5d6"},
    {"Tiger", "虎", "f5d6c3d3c4"},
    {"Aubrey / Tanaka", "オーブリー", "f5d6c3d3c4b3"},
    {"Aubrey (Feldborg Continuation)", "オーブリー (フェルドボー継続)", "f5d6c3d3c4b3d2f4"},
    {"Rose-Bill", "ローズビル", "f5d6c3d3c4f4c5b3c2"},
    {"Central Rose-Bill / Dead Draw", "セントラル・ローズビル", "f5d6c3d3c4f4c5b3c2b4"},
    {"Tamenori", "爲則", "f5d6c3d3c4f4c5b3c2e6"},
    {"Ishii", "イシイ", "f5d6c3d3c4f4c5b4b5c6f3e6e3"},
    {"Mainline Tiger", "虎・本線", "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3"},
    {"Brightwell", "ブライトウェル", "f5d6c3d3c4f4e3"},
    {"Leader's Tiger", "リーダーズ・タイガー", "f5d6c3d3c4f4e6"},
    {"Stephenson", "ステフェンソン", "f5d6c3d3c4f4f6"},
    {"Kung", "クン", "f5d6c3d3c4f4f6b4"},
    {"Comp'Oth", "コンポス", "f5d6c3d3c4f4f6f3"},
    {"Lightning Bolt", "ライトニング・ボルト", "f5d6c3d3c4f4f6f3e3"},
    {"F.A.T. Draw", "F.A.T.ドロー", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7"},
    {"No-Kung", "ノーカン", "f5d6c3d3c4f4f6g5"},
    {"No-Kung (Continuation)", "ノーカン (継続)", "f5d6c3d3c4f4f6g5e3f3g4h3g3f2"},
    {"Bent Ganglion", "ベント・ガングリオン", "f5d6c3g5"},
    {"Cat", "猫", "f5d6c4d3c5"},
    {"Berner", "ベルナー", "f5d6c4d3c5f4e3f3c2b4b3"},
    {"Sakaguchi", "サカグチ", "f5d6c4d3c5f4e3f3c2c6"},
    {"Italian", "イタリアン", "f5d6c4d3e6"},
    {"Ganglion / No-Cat", "ガングリオン", "f5d6c4g5"},
    {"Swallow", "燕", "f5d6c4g5c6"},
    {"No-Cat (Continuation)", "ノーキャット (継続)", "f5d6c4g5c6c5d7d3b4c3e3f3"},
    {"Rabbit", "兎", "f5d6c5"},
    {"Horse", "馬", "f5d6c5f4d3"},
    {"Mimura", "ミムラ", "f5d6c5f4e3d3"},
    {"Shaman / Danish", "シャーマン", "f5d6c5f4e3c6f3"},
    {"Inoue", "イノウエ", "f5d6c5f4e3c6e6"},
    {"Iago", "イアーゴ", "f5d6c5f4e3c6e6f6"},
    {"Bhagat", "バガット", "f5d6c5f4e3c6d7"},
    {"Ralle", "ラレ", "f5d6c5f4e3c6d3f3"},
    {"Rose", "ローズ", "f5d6c5f4e3c6d3f6e6d7"},
    {"Greenberg / Dawg", "グリーンバーグ", "f5d6c5f4e3c6d3f6e6d7e7"},
    {"Rose-Birth", "ローズバース", "f5d6c5f4e3c6d3f6e6d7g3c4"},
    {"Rose-Birdie / Rose-Tamenori", "爲則ローズ", "f5d6c5f4e3c6d3f6e6d7g3c4b4"},
    {"Rose-Tamenori-Kling", "爲則ローズ (クリング)", "f5d6c5f4e3c6d3f6e6d7g3c4b4c3"},
    {"Brightstein", "ブライトスタイン", "f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2"},
    {"Flat", "フラットローズ", "f5d6c5f4e3c6d3f6e6d7g4"},
    {"Rotating Flat", "ローテーティング・フラット", "f5d6c5f4e3c6d3f6e6d7g4c4"},
    {"Murakami Variation", "ムラカミ変化", "f5d6c5f4e3c6d3f6e6d7g4c4g6"},
    {"Rotating Flat (Kling Continuation)", "ローテーティング・フラット (クリング継続)",
     "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2"},
    // 1. f5 f6: the diagonal opening.
    {"Diagonal Opening", "斜め取り", "f5f6"},
    {"Wing Variation", "ウイング", "f5f6d3f4"},
    {"Semi-Wing Variation", "セミウイング", "f5f6c4f4"},
    {"Buffalo / Kenichi Variation", "バッファロー", "f5f6e6f4c3"},
    {"Hokuriku Buffalo", "北陸バッファロー", "f5f6e6f4c3c4"},
    {"Tanida Buffalo", "タニダ・バッファロー", "f5f6e6f4c3d6f3c4c5b4"},
    {"Maruoka Buffalo", "丸岡バッファロー", "f5f6e6f4c3d7f3"},
    {"Cow", "牛", "f5f6e6f4e3"},
    {"Chimney", "白大量取り", "f5f6e6f4e3d6"},
    {"Rose-v-Toth", "ローズ・v・トース", "f5f6e6f4e3c5c4"},
    {"Landau", "ランダウ", "f5f6e6f4e3c5c4d3c3"},
    {"Maruoka", "丸岡流", "f5f6e6f4e3c5c4d3f3e2"},
    {"Tanida", "タニダ", "f5f6e6f4e3c5c4e7"},
    {"Sailboat", "ヨット", "f5f6e6f4e3c5c4e7b5e2"},
    {"Aircraft / Feldborg", "飛行機", "f5f6e6f4e3c5c4e7g4"},
    {"Cow Bat / Bat / Cambridge", "こうもり", "f5f6e6f4e3c5g5"},
    {"Bat (Kling Alternative)", "こうもり (クリング別型)", "f5f6e6f4e3c5g5d6g6"},
    {"Bat (Kling Continuation)", "こうもり (クリング継続)", "f5f6e6f4e3c5g5f3g4g6g3d6f7h5h4h3e7"},
    {"Melnikov / Bat (Piau Continuation 1)", "メルニコフ", "f5f6e6f4e3c5g5g3g4f3c4"},
    {"Bat (Piau Continuation 2)", "こうもり (ピオー継続2)", "f5f6e6f4e3c5g5g3g4f3g6"},
    {"Rocket", "ロケット", "f5f6e6f4g3"},
    {"Lollipop", "ロリポップ", "f5f6e6f4g3d6"},
    {"Hamilton", "ハミルトン", "f5f6e6f4g3f3g4"},
    {"Raccoon Dog", "狸", "f5f6e6f4g4"},
    {"Heath / Tobidashi", "飛び出し牛", "f5f6e6f4g5"},
    {"Heath-Chimney", "ヒース・チムニー", "f5f6e6f4g5d6"},
    {"Heath-Bat", "ヒース・バット", "f5f6e6f4g5e7e3"},
    {"Iwasaki Variation", "イワサキ変化", "f5f6e6f4g5e7d7"},
    {"Mimura Variation II", "ミムラ変化II", "f5f6e6f4g5e7f7c5e3f3c4d3c2"},
    {"Snake / Peasant", "蛇", "f5f6e6f4g6"},
    {"Lysons", "ライソンズ", "f5f6e6f4g6c6"},
    {"Pyramid / Checkerboarding Peasant", "ピラミッド", "f5f6e6f4g6c5g4g5f3e3c4"},
    {"X-square Opening", "暴走牛", "f5f6e6f4g7"},
    // 1. f5 f4: the parallel opening.
    {"Parallel Opening", "並び取り", "f5f4"},
});

// A named line's last position in its canonical orientation: any of the eight images of
// that position, reached by any move order, finds it.
struct NamedPosition {
  Board board;
  Color to_move;
  const NamedOpening* opening;
};

std::vector<NamedPosition> named_positions_of_lines() {
  std::vector<NamedPosition> named;
  for (const NamedOpening& opening : kOpenings) {
    Position position = Position::start();
    const std::vector<Square> moves = parse_transcript(opening.moves).value();
    for (const Square sq : moves) {
      position = position.after(position.board.move_at(sq));
    }
    named.push_back({canonical(position.board).board, position.to_move, &opening});
  }
  return named;
}

const NamedOpening* named_at(const Position& position, const std::vector<NamedPosition>& named) {
  const Board board = canonical(position.board).board;
  for (const NamedPosition& line : named) {
    if (line.board == board && line.to_move == position.to_move) return line.opening;
  }
  return nullptr;
}

}  // namespace

std::span<const NamedOpening> named_openings() { return kOpenings; }

const NamedOpening* opening_of(const Position& start, const std::vector<Square>& moves) {
  static const std::vector<NamedPosition> named = named_positions_of_lines();
  // Every move adds a disc, so the last named position the game reaches is the deepest.
  const NamedOpening* deepest = named_at(start, named);
  Position position = start;
  for (const Square sq : moves) {
    position = position.after(sq == Square::Pass ? Move{} : position.board.move_at(sq));
    if (const NamedOpening* here = named_at(position, named)) deepest = here;
  }
  return deepest;
}

}  // namespace reversi
