#include "cli/terminal_game.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>

#include "cli/board_view.h"
#include "cli/move_explanation.h"
#include "engine/learning_book.h"

namespace reversi::cli {

namespace {

// What a person typed, made comparable: lower case, no spaces, no control characters
// (an arrow or function key would otherwise reach the screen again in an error message),
// and full-width letters and digits, as typed with a Japanese input method on, turned
// into ASCII: "ｆ５" is f5.
std::string normalized_command(const std::string& line) {
  std::string command;
  for (std::size_t i = 0; i < line.size(); ++i) {
    auto byte = static_cast<unsigned char>(line[i]);
    // U+FF01..U+FF5E (full-width '!'..'~') are EF BC 81..EF BC BF and EF BD 80..EF BD 9E;
    // U+3000, the ideographic space, is E3 80 80.
    if (byte == 0xEF && i + 2 < line.size()) {
      const auto second = static_cast<unsigned char>(line[i + 1]);
      const auto third = static_cast<unsigned char>(line[i + 2]);
      if ((second == 0xBC && third >= 0x81 && third <= 0xBF) ||
          (second == 0xBD && third >= 0x80 && third <= 0x9E)) {
        byte = static_cast<unsigned char>(0x21 + (second - 0xBC) * 0x40 + third - 0x81);
        i += 2;
      }
    } else if (byte == 0xE3 && line.compare(i, 3, "\xE3\x80\x80") == 0) {
      i += 2;
      continue;
    }
    if (byte < 0x20 || byte == 0x7F || byte == ' ') continue;
    command += static_cast<char>(std::tolower(byte));
  }
  return command;
}

}  // namespace

// Each computer gets its own seed, so that two of the same kind do not mirror each other.
TerminalGame::TerminalGame(std::istream& in, std::ostream& out, TerminalGameOptions options)
    : in_(in),
      out_(out),
      options_(std::move(options)),
      black_(make_opponent(options_.black, options_.seed, nullptr, options_.book)),
      white_(make_opponent(options_.white, options_.seed + 1, nullptr, options_.book)),
      game_(options_.start) {}

ComputerPlayer* TerminalGame::computer(Color color) const {
  return color == Color::Black ? black_.get() : white_.get();
}

const std::string& TerminalGame::seat_name(Color color) const {
  return color == Color::Black ? options_.black : options_.white;
}

void TerminalGame::run() {
  const Language lang = options_.language;
  auto player_name = [&](Color c) {
    return is_human(c) ? std::string(text(lang, "人", "person")) : seat_name(c);
  };
  out_ << text(lang, "リバーシ", "Reversi") << " — " << color_name(lang, Color::Black)
       << " (X): " << player_name(Color::Black) << ", " << color_name(lang, Color::White)
       << " (O): " << player_name(Color::White) << '\n'
       << text(lang, "マス (例: d3) を入力して打ちます。help で使い方を表示します。",
               "Type a square (such as d3) to play there; help lists the commands.")
       << '\n';
  // A start position may force a pass before anyone moves.
  after_move(0, game_.start().to_move, Square::Pass, "");
  show();
  while (true) {
    if (game_.is_over()) {
      out_ << result_line(lang, game_.result()) << '\n';
      learn_ended_game();
      if (!has_human()) return;
      const auto command = read_command(
          text(lang, "new (新しい対局) / undo (待った) / quit (終了) > ", "new / undo / quit > "));
      if (!command || handle(*command) == Next::Quit) return;
      continue;
    }
    const Color mover = game_.position().to_move;
    if (ComputerPlayer* player = computer(mover)) {
      play_computer_move(*player);
      continue;
    }
    const auto command =
        read_command(color_name(lang, mover) + (mover == Color::Black ? " (X)" : " (O)") + " > ");
    if (!command || handle(*command) == Next::Quit) return;
  }
}

// Once for each way the game ended: the result line comes again after every command.
void TerminalGame::learn_ended_game() {
  if (!options_.learn || game_.transcript() == learned_) return;
  learned_ = game_.transcript();
  out_ << options_.learn(engine::boards_played(game_)) << '\n';
}

void TerminalGame::show() const {
  const Language lang = options_.language;
  out_ << '\n' << draw_board(game_.position(), game_.last_move());
  out_ << counts_line(lang, game_.position()) << '\n';
  if (const std::string opening = opening_line(lang, game_); !opening.empty()) out_ << opening << '\n';
  if (!game_.is_over()) out_ << to_move_line(lang, game_.position()) << '\n';
}

void TerminalGame::play_computer_move(ComputerPlayer& player) {
  const std::size_t ply_before = game_.ply();
  const Color mover = game_.position().to_move;
  const Decision decision = player.choose(game_.position().board);
  // The computers only ever pick legal moves; the game checks anyway, so a faulty one
  // cannot corrupt it.
  if (const Result<Move> move = game_.play(decision.move); !move) {
    out_ << seat_name(mover) << ": " << move.error() << '\n';
    return;
  }
  after_move(ply_before, mover, decision.move, " (" + seat_name(mover) + ")",
             explain_decision(options_.language, decision));
}

// Announces the move just played (with why, for a computer's) and every forced pass that
// followed it, then shows the board. `sq` is Pass when only passes are to be announced.
void TerminalGame::after_move(std::size_t ply_before, Color mover, Square sq, const std::string& who,
                              const std::string& why) {
  const Language lang = options_.language;
  if (sq != Square::Pass) out_ << color_name(lang, mover) << who << ": " << square_name(sq) << '\n';
  if (!why.empty()) out_ << "  " << why << '\n';
  const std::vector<Square> moves = game_.moves();
  for (std::size_t i = ply_before; i < moves.size(); ++i) {
    if (moves[i] != Square::Pass) continue;
    // Plies alternate colours from the start, passes included.
    const Color passer = i % 2 == 0 ? game_.start().to_move : opposite(game_.start().to_move);
    out_ << pass_line(lang, passer) << '\n';
  }
  if (sq != Square::Pass) show();
}

std::optional<std::string> TerminalGame::read_command(const std::string& prompt) {
  out_ << prompt << std::flush;
  std::string line;
  if (!std::getline(in_, line)) {
    out_ << '\n';
    return std::nullopt;
  }
  if (options_.echo_input) out_ << printable(normalized_command(line)) << '\n';
  return line;
}

TerminalGame::Next TerminalGame::handle(const std::string& line) {
  const std::string command = normalized_command(line);
  if (command.empty()) return Next::Continue;
  if (command == "quit" || command == "q" || command == "exit") return Next::Quit;
  if (command == "help" || command == "h" || command == "?") {
    show_help();
  } else if (command == "new" || command == "n") {
    game_ = Game(options_.start);
    after_move(0, game_.start().to_move, Square::Pass, "");
    show();
  } else if (command == "undo" || command == "u") {
    undo();
  } else if (command == "redo" || command == "r") {
    redo();
  } else {
    play_human_move(command);
  }
  return Next::Continue;
}

void TerminalGame::play_human_move(const std::string& typed) {
  const Language lang = options_.language;
  const Result<Square> sq = parse_move(typed);
  if (!sq) {
    const std::string command = printable(typed);
    // A letter and a number is a square off the board, such as h9 or a10.
    const bool square_like = command.size() >= 2 && std::isalpha(static_cast<unsigned char>(command[0])) &&
                             std::all_of(command.begin() + 1, command.end(),
                                         [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    if (square_like) {
      out_ << (lang == Language::Japanese ? "「" + command + "」は盤上のマスではありません (a1〜h8)。"
                                          : "'" + command + "' is not a square on the board (a1 to h8).")
           << '\n';
    } else {
      out_ << (lang == Language::Japanese
                   ? "「" + command +
                         "」は分かりません。マス (例: d3) かコマンド (help で一覧) を入力してください。"
                   : "'" + command + "' is not a square or a command. Type a square such as d3, or help.")
           << '\n';
    }
    return;
  }
  if (sq.value() == Square::Pass) {
    out_ << text(lang, "パスは打てる場所がないときに自動で行われます。",
                 "Passes are played automatically when there is no move.")
         << '\n';
    return;
  }
  if (game_.is_over()) {
    out_ << text(lang, "対局は終わっています。new で新しい対局を始めます。",
                 "The game is over. Type new for a new game.")
         << '\n';
    return;
  }
  const std::size_t ply_before = game_.ply();
  const Color mover = game_.position().to_move;
  if (const Result<Move> move = game_.play(sq.value()); !move) {
    const std::string legal = squares_text(game_.legal_moves());
    out_ << (lang == Language::Japanese
                 ? square_name(sq.value()) + " には打てません。打てる場所: " + legal
                 : square_name(sq.value()) + " is not a legal move. Legal moves: " + legal)
         << '\n';
    return;
  }
  after_move(ply_before, mover, sq.value(), "");
}

// Against a computer, undo goes back to the person's previous turn, not to the
// computer's; between people it takes back one move.
void TerminalGame::undo() {
  const Language lang = options_.language;
  if (!game_.undo(human_turns())) {
    out_ << text(lang, "戻せる手はありません。", "There is no move to undo.") << '\n';
    return;
  }
  const bool against_computer = !is_human(Color::Black) || !is_human(Color::White);
  out_ << (against_computer ? text(lang, "あなたの前の番まで戻しました。", "Back to your previous turn.")
                            : text(lang, "一手戻しました。", "Move taken back."))
       << '\n';
  show();
}

void TerminalGame::redo() {
  const Language lang = options_.language;
  if (!game_.redo(human_turns())) {
    out_ << text(lang, "やり直せる手はありません。", "There is no move to redo.") << '\n';
    return;
  }
  out_ << text(lang, "一手進めました。", "Move replayed.") << '\n';
  show();
}

void TerminalGame::show_help() const {
  out_ << text(options_.language,
               "  d3        そのマスに打つ (a1〜h8、大文字でも可)\n"
               "  undo, u   待った (コンピュータ相手ならあなたの前の番まで戻す)\n"
               "  redo, r   戻した手をやり直す\n"
               "  new, n    新しい対局\n"
               "  help, h   この説明\n"
               "  quit, q   終了\n"
               "  盤面: X = 黒, O = 白, * = 打てる場所, [ ] = 直前の手。パスは自動です。\n",
               "  d3        play on that square (a1 to h8, either case)\n"
               "  undo, u   take back a move (against the computer: back to your previous turn)\n"
               "  redo, r   replay a move taken back\n"
               "  new, n    start a new game\n"
               "  help, h   this list\n"
               "  quit, q   leave\n"
               "  Board: X = black, O = white, * = legal move, [ ] = last move. Passes are automatic.\n");
}

}  // namespace reversi::cli
