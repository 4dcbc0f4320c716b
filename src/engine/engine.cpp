#include "engine/engine.h"

#include <algorithm>

#include "engine/endgame.h"
#include "engine/midgame_search.h"
#include "engine/run_threads.h"

namespace reversi::engine {

namespace {

// The result of a search after a forced pass, as the result for the side that passes.
SearchResult through_forced_pass(SearchResult after, const SearchLimits& limits) {
  SearchResult result = std::move(after);
  result.best_move = Square::Pass;
  result.value = -result.value;
  const Score lower = result.proven_lower;
  result.proven_lower = -result.proven_upper;
  result.proven_upper = -lower;
  result.principal_variation.insert(result.principal_variation.begin(), Square::Pass);
  result.move_values.clear();
  if (limits.score_all_moves)
    result.move_values.push_back(
        MoveValue{Square::Pass, result.value, result.exact, result.principal_variation});
  return result;
}

// The even number at or below `value`. Exact scores are always even: the empty squares
// go to the winner, so the final difference is 64 minus twice the loser's discs.
int even_below(int value) { return value - (((value % 2) + 2) % 2); }
int even_above(int value) { return even_below(value + 1); }

// From this many empties, an exact solve is preceded by selective ones (see endgame.h):
// their moves in the hash table order it, and their score is its first guess. Measured:
// docs/benchmarks/search.md#why-the-solvers-constants-are-what-they-are.
constexpr int kSelectiveSolveEmpties = 22;

int first_selectivity(int empties) { return empties >= kSelectiveSolveEmpties ? 0 : kExactSelectivity; }

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

Engine::Engine(const EngineOptions& options)
    : options_(options),
      tables_(options.patterns ? *options.patterns : PatternEvaluator::whole_game()),
      patterns_(options.weights, &tables_),
      features_(options.weights),
      features_then_endgame_patterns_(options.weights, &PatternEvaluator::endgame(), kPatternMostEmpties),
      midgame_table_(std::max<std::size_t>(1, options.hash_megabytes / 2)),
      endgame_table_(std::max<std::size_t>(1, options.hash_megabytes / 2)) {}

void Engine::clear() {
  const std::lock_guard lock(searching_);
  midgame_table_.clear();
  endgame_table_.clear();
}

SearchResult Engine::search(const Board& board, const SearchLimits& limits) {
  const std::lock_guard lock(searching_);
  // A forced pass chooses nothing: the position is worth, with the sign turned, what the
  // one after the pass is, and is exact wherever the search of that one is.
  const bool forced_pass = !board.can_move() && board.opponent_can_move();
  const Board searched = forced_pass ? board.after(Move{}) : board;
  SearchResult result = limits.budget ? search_on_budget(searched, limits) : search_once(searched, limits);
  return forced_pass ? through_forced_pass(std::move(result), limits) : result;
}

// The budget is a promise to the player: the depth asked (or its solve) is searched
// within it too, and a move that runs out of time is the deepest finished search's (when
// the exact solve does not finish, its ProbCut solve's or else the midgame search's). A
// stopped search takes a little while to return, so the searches stop a fiftieth of the
// budget early (docs/benchmarks/levels.md#the-ladder).
SearchResult Engine::search_on_budget(const Board& board, const SearchLimits& limits) {
  const std::chrono::milliseconds searching = *limits.budget - *limits.budget / 50;
  SearchLimits timed = limits;
  timed.budget.reset();
  timed.time = searching;
  SearchResult result = search_once(board, timed);
  if (result.exact || result.stopped) return result;
  const auto spent =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::duration<double>(result.seconds));
  if (spent >= searching) return result;
  // The hash table holds the search just made, so the deeper one is soon past its depth.
  // It deepens the midgame search alone: its root is beyond the empties the search solves
  // from, where a solve would seldom finish in the budget left (letting it start one
  // spent level 10's extra time on solves that did not finish:
  // docs/benchmarks-history.md#session-28-where-level-10s-four-seconds-went-issue-22).
  SearchLimits deeper = timed;
  deeper.depth = kMaxDepth;
  deeper.solve_ahead = false;
  deeper.time = searching - spent;
  SearchResult deeper_result = search_once(board, deeper);
  return deeper_result.depth > result.depth ? deeper_result : result;
}

SearchResult Engine::search_once(const Board& board, const SearchLimits& limits) {
  stop_.arm(limits.time);
  midgame_table_.next_generation();
  endgame_table_.next_generation();
  const auto start = std::chrono::steady_clock::now();
  SearchResult result;
  if (board.is_game_over()) {
    result.exact = true;
    result.value = board.final_score() * kValuePerDisc;
    result.proven_lower = result.proven_upper = board.final_score();
  } else if (board.empty_count() <= limits.exact_empties) {
    result = search_exact(board, limits);
  } else if (board.empty_count() <= solved_empties(limits)) {
    // The look-ahead reaches the solved part of the game. The iterations short of it come
    // first: they order the solve, and if a limit stops it before it proves who wins or
    // finishes a ProbCut solve, their move is the answer.
    SearchLimits shorter = limits;
    shorter.depth = board.empty_count() - solved_ahead_empties(limits) - 1;
    result = search_midgame(board, shorter);
    if (!result.stopped) {
      SearchResult solved = search_exact(board, limits);
      solved.nodes += result.nodes;
      // A solve cut short by its node budget that proved who wins has a move that keeps
      // that outcome: the look-ahead's move may not. One cut short after a ProbCut solve
      // finished has looked to the end of the game, trusting the evaluation only where it
      // is all but sure: a better guide than the look-ahead, which stops far from the end.
      if (!solved.stopped || (limits.solve_nodes && outcome_proven(solved)) || solved.selectively_solved) {
        result = std::move(solved);
      } else {
        result.nodes = solved.nodes;
        result.ordering_nodes = solved.ordering_nodes;
        result.stopped = true;
      }
    }
  } else {
    result = search_midgame(board, limits);
  }
  result.seconds = seconds_since(start);
  return result;
}

// With score_all_moves, every root move is solved with a full window, the threads taking
// moves from a shared list. Otherwise the root is solved by null-window tests alone
// (MTD(f)): starting from the score a short midgame search expects, each test asks
// whether the score reaches an even value, and the bounds close in on the exact score.
// From kSelectiveSolveEmpties, ProbCut solves close in first (see first_selectivity).
// With a node budget (SearchLimits::solve_nodes) the tests may stop short of the exact
// score: then tests at a draw prove who wins, if the bounds do not already.
// What every solver of one exact search shares: how it solves, and the work counted.
struct Engine::ExactSolve {
  bool deep_ordering;    // for every solver (kDeepOrderSolveEmpties)
  int last_selectivity;  // the selectivity the search ends at: exact, unless limited
  bool proof;            // whether that is exact: its bounds are proofs
  int first_target = 0;  // the first test's target: the short midgame search's score
  std::atomic<std::uint64_t> nodes{0};
  std::atomic<std::uint64_t> ordering_nodes{0};

  // Every solver, on any thread, adds what it searched once it is done.
  void count(const EndgameSolver& solver) {
    nodes += solver.nodes();
    ordering_nodes += solver.ordering_nodes();
  }
};

namespace {

// The bounds that null-window tests at the root have proven, and the move that reached
// the lower one. A test that reaches its target puts its move first for the next.
class RootTests {
 public:
  RootTests(const Board& board, std::vector<Move>& moves, const StopSignal& stop)
      : best(moves.front().square), board_(board), moves_(moves), stop_(stop) {}

  int lower = -kMaxScore;
  int upper = kMaxScore;
  Square best;

  // One test: is the score at least `target`? The root moves are tried in order until one
  // reaches it (a lower bound) or all fall short (an upper bound). Once the first falls
  // short, the threads share the others out. False if the test did not finish.
  bool test(EndgameSolver& tester, int target) {
    Square reached_by = Square::Pass;
    const int bound = tester.solve_root(board_, moves_, target - 1, target, reached_by);
    if (tester.stopped() || stop_.requested()) return false;
    // A selective solve's bounds may be odd: the exact score they stand for is even.
    if (bound >= target) {
      lower = even_above(bound);
      best = reached_by;
      std::stable_partition(moves_.begin(), moves_.end(), [&](const Move& m) { return m.square == best; });
    } else {
      upper = even_below(bound);
    }
    return true;
  }

  // Tests from `target` on until the bounds meet (MTD(f)); false if a test was stopped.
  // `target` is left at the last one tried.
  bool close_in(EndgameSolver& tester, int& target) {
    forget();
    while (lower < upper) {
      target = std::clamp(target, lower + 2, upper);
      if (!test(tester, target)) return false;
      target = lower >= target ? lower + 2 : upper;
    }
    return true;
  }

  void forget() {
    lower = -kMaxScore;
    upper = kMaxScore;
  }

 private:
  const Board& board_;
  std::vector<Move>& moves_;
  const StopSignal& stop_;
};

}  // namespace

SearchResult Engine::search_exact(const Board& board, const SearchLimits& limits) {
  const int last_selectivity = std::clamp(limits.selectivity, 0, kExactSelectivity);
  ExactSolve solve{.deep_ordering = board.empty_count() >= kDeepOrderSolveEmpties,
                   .last_selectivity = last_selectivity,
                   .proof = last_selectivity == kExactSelectivity};
  std::vector<Move> moves = guessed_root_order(board, solve);
  SearchResult result;
  result.depth = board.empty_count();
  if (limits.score_all_moves) {
    score_each_move(board, moves, solve, result);
  } else {
    solve_by_tests(board, moves, limits, solve, result);
  }
  result.nodes = solve.nodes;
  result.ordering_nodes = solve.ordering_nodes;
  result.exact = !result.stopped && solve.proof;
  if (result.exact) result.proven_lower = result.proven_upper = result.value / kValuePerDisc;
  if (result.exact)
    add_exact_line(board, result);
  else if (!result.stopped || outcome_proven(result))
    result.principal_variation = table_line(endgame_table_, board, result.best_move, kMaxDepth);
  add_move_lines(endgame_table_, board, kMaxDepth, result);
  return result;
}

// A short midgame search orders the root moves and gives the first guess. Each 2 discs
// the guess is off cost a null-window test as large as the solve's others, so it searches
// deeper the more empties there are: up to 10 plies, still a small part of the solve.
std::vector<Move> Engine::guessed_root_order(const Board& board, ExactSolve& solve) {
  SearchLimits guess_limits;
  MidgameSearch guess_search(features_then_endgame_patterns_, midgame_table_, stop_, guess_limits);
  const std::vector<MoveValue> guess =
      guess_search.search_root(board, std::clamp(board.empty_count() - 12, 1, 10), false);
  solve.nodes += guess_search.nodes();
  solve.first_target = guess.empty() ? 0 : even_below(guess.front().value / kValuePerDisc);
  const MoveList ordered = ordered_moves(board, features_then_endgame_patterns_,
                                         guess.empty() ? Square::Pass : guess.front().move);
  return {ordered.begin(), ordered.end()};
}

// Every root move solved with a full window, the threads taking moves from a shared list.
void Engine::score_each_move(const Board& board, const std::vector<Move>& moves, ExactSolve& solve,
                             SearchResult& result) {
  std::mutex mutex;
  std::atomic<std::size_t> next{0};
  run_threads(options_.threads, [&](int) {
    EndgameSolver solver(endgame_table_, tables_, stop_);
    solver.set_deep_ordering(solve.deep_ordering);
    solver.set_selectivity(solve.last_selectivity);
    for (std::size_t i; (i = next.fetch_add(1)) < moves.size();) {
      const int score = -solver.solve(board.after(moves[i]), -kMaxScore, kMaxScore);
      if (solver.stopped()) break;
      const std::lock_guard lock(mutex);
      result.move_values.push_back(MoveValue{moves[i].square, score * kValuePerDisc, solve.proof});
    }
    solve.count(solver);
  });
  std::stable_sort(result.move_values.begin(), result.move_values.end(),
                   [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
  result.stopped = result.move_values.size() < moves.size();
  if (result.move_values.empty()) return;
  result.best_move = result.move_values.front().move;
  result.value = result.move_values.front().value;
}

void Engine::solve_by_tests(const Board& board, std::vector<Move>& moves, const SearchLimits& limits,
                            ExactSolve& solve, SearchResult& result) {
  int target = solve.first_target;
  int estimate = target;  // the score of the last solve that finished, if any; else the guess
  RootTests tests(board, moves, stop_);
  bool finished = false;
  bool selectively_solved = false;  // a ProbCut solve finished
  // The first thread runs the tests; the others help it inside them (see endgame.h).
  SplitPool pool;
  run_threads(options_.threads, [&](int thread) {
    const auto make_solver = [&] {
      EndgameSolver solver(endgame_table_, tables_, stop_, options_.threads > 1 ? &pool : nullptr);
      solver.set_deep_ordering(solve.deep_ordering);
      return solver;
    };
    EndgameSolver solver = make_solver();
    if (thread > 0) {
      solver.help();
      solve.count(solver);
      return;
    }
    if (limits.solve_nodes) solver.set_node_limit(*limits.solve_nodes);
    int selectivity = std::min(first_selectivity(board.empty_count()), solve.last_selectivity);
    for (;; ++selectivity) {
      solver.set_selectivity(selectivity);
      if (!tests.close_in(solver, target)) break;
      estimate = tests.lower;
      target = estimate;
      if (selectivity == solve.last_selectivity) {
        finished = true;
        break;
      }
      selectively_solved = true;
    }
    solve.count(solver);
    // A selective solve's bounds are no proof.
    if (selectivity != solve.last_selectivity) tests.forget();
    if (!finished && solve.proof && limits.solve_nodes && !stop_.requested()) {
      // Out of the node budget: in a lopsided position most likely, proving that the
      // winner can do no better. Who wins is far cheaper to prove there: the winner needs
      // one good move a turn, and the loser has few. Tests at a draw (is the score 2 or
      // more, then 0 or more) settle it, from the bounds the solve proved, with half as
      // many nodes again: in a balanced position they cost about what the solve did.
      EndgameSolver settler = make_solver();
      settler.set_selectivity(solve.last_selectivity);
      settler.set_node_limit(*limits.solve_nodes / 2);
      while (!outcome_proven(tests.lower, tests.upper) && tests.test(settler, tests.upper >= 2 ? 2 : 0)) {
      }
      solve.count(settler);
      if (tests.lower == tests.upper) {  // a draw, proven
        finished = true;
        estimate = tests.lower;
      }
    }
    pool.close();
  });
  result.stopped = !finished;
  result.selectively_solved = !finished && selectively_solved;
  result.best_move = tests.best;
  if (solve.proof) {
    result.proven_lower = tests.lower;
    result.proven_upper = tests.upper;
  }
  // Unfinished, the guess or the last selective score, within the bounds proven.
  result.value = (finished ? estimate : std::clamp(estimate, tests.lower, tests.upper)) * kValuePerDisc;
}

// Lazy SMP: every thread deepens on its own over the shared tables, the helpers a ply
// ahead every other thread so that they fill the tables with what the main thread needs
// next. The main thread's deepest finished iteration is the answer.
SearchResult Engine::search_midgame(const Board& board, const SearchLimits& limits) {
  SearchResult result;
  std::atomic<std::uint64_t> nodes{0};
  StopSignal helpers_stop;
  // A pass costs no depth, so at the empties' depth every line reaches the game's end:
  // deeper iterations would search it all again (a timed level's deeper search did, until
  // its budget ran out).
  const int max_depth = std::clamp(limits.depth, 1, std::min(kMaxDepth, board.empty_count()));
  const Evaluator& evaluator = this->evaluator(limits.judgement);
  auto deepen = [&](int thread) {
    MidgameSearch search(evaluator, midgame_table_, thread == 0 ? stop_ : helpers_stop, limits,
                         limits.probcut && limits.judgement == Judgement::Patterns);
    for (int depth = 1 + thread % 2; depth <= max_depth; ++depth) {
      std::vector<MoveValue> values = search.search_root(board, depth, limits.score_all_moves);
      if (search.stopped() || values.empty()) break;
      if (thread == 0) {
        result.best_move = values.front().move;
        result.value = values.front().value;
        result.depth = depth;
        if (limits.score_all_moves) result.move_values = std::move(values);
      }
    }
    if (thread == 0) helpers_stop.request();
    nodes += search.nodes();
  };
  run_threads(options_.threads, deepen);
  result.nodes = nodes;
  result.stopped = result.depth < max_depth;
  if (result.best_move == Square::Pass) {
    // Stopped before even depth 1 finished: any legal move beats none.
    result.best_move = ordered_moves(board, evaluator, Square::Pass).front().square;
    result.stopped = true;
  }
  result.principal_variation = table_line(midgame_table_, board, result.best_move, result.depth);
  add_move_lines(midgame_table_, board, result.depth, result);
  return result;
}

const Evaluator& Engine::evaluator(Judgement judgement) const {
  switch (judgement) {
    case Judgement::Features: return features_;
    case Judgement::FeaturesThenEndgamePatterns: return features_then_endgame_patterns_;
    case Judgement::Patterns: break;
  }
  return patterns_;
}

// The line of play that keeps the proven score, `first` first: at each step the first
// move whose null-window solve shows it keeps the score, the hash table's best move tried
// before the others (the solve just found it, so it usually is the one). No move can do
// better than the proven score, so a move keeps it if it reaches it: one null-window test
// a move, the same tests as the solve's last, which the hash table mostly answers. Up to
// ten plies, and shorter if the search's time runs out meanwhile: where the table no
// longer holds the solve, a test costs a solve of its own, and the budget is a promise to
// the player. The line goes to `solved`'s principal variation, the nodes it searches to its
// counts.
void Engine::add_exact_line(const Board& board, SearchResult& solved) {
  constexpr std::size_t kLength = 10;
  std::vector<Square>& line = solved.principal_variation;
  line = {solved.best_move};
  Board position = board.after(board.move_at(solved.best_move));
  int score = -solved.value / kValuePerDisc;
  while (line.size() < kLength && !position.is_game_over()) {
    if (!position.can_move()) {
      position = position.after(Move{});
      score = -score;
      line.push_back(Square::Pass);
      continue;
    }
    Square found = Square::Pass;
    EndgameSolver solver(endgame_table_, tables_, stop_);
    std::vector<Square> candidates;
    const Bitboard moves = position.moves();
    const std::optional<TableHit> hit = endgame_table_.probe(position);
    if (hit && hit->move != Square::Pass && (bit(hit->move) & moves)) candidates.push_back(hit->move);
    for (Square sq : squares_of(moves)) {
      if (candidates.empty() || sq != candidates.front()) candidates.push_back(sq);
    }
    for (Square sq : candidates) {
      const int value = -solver.solve(position.after(position.move_at(sq)), -score, -score + 1);
      if (solver.stopped()) break;
      if (value >= score) {
        found = sq;
        break;
      }
    }
    solved.nodes += solver.nodes();
    solved.ordering_nodes += solver.ordering_nodes();
    // Out of time, or (which cannot happen for a proven score) no move keeps it.
    if (found == Square::Pass) break;
    line.push_back(found);
    position = position.after(position.move_at(found));
    score = -score;
  }
}

// The expected line from the best moves `table` holds, `first` first, up to `length` plies.
std::vector<Square> Engine::table_line(const TranspositionTable& table, const Board& board, Square first,
                                       int length) {
  std::vector<Square> line{first};
  Board position = board.after(board.move_at(first));
  while (static_cast<int>(line.size()) < length && !position.is_game_over()) {
    if (!position.can_move()) {
      line.push_back(Square::Pass);
      position = position.after(Move{});
      continue;
    }
    const std::optional<TableHit> hit = table.probe(position);
    if (!hit || !position.is_legal(hit->move)) break;
    line.push_back(hit->move);
    position = position.after(position.move_at(hit->move));
  }
  return line;
}

// The line of every scored move: the principal variation for the best move, and for each
// other move the best replies `table` holds after it. Reading them costs a few probes a
// move, where a line proven like add_exact_line's would cost a solve a ply. The table's lines
// are sound: with score_all_moves every move was searched with a full window, so the
// position after it holds its best reply, and so on down that move's own principal
// variation, as far as the search looked (`length`) and as long as later searches left
// those entries in place (a line ends early where one was replaced).
void Engine::add_move_lines(const TranspositionTable& table, const Board& board, int length,
                            SearchResult& result) {
  for (MoveValue& value : result.move_values) {
    const bool principal = value.move == result.best_move && !result.principal_variation.empty();
    value.line = principal ? result.principal_variation : table_line(table, board, value.move, length);
  }
}

}  // namespace reversi::engine
