// The engine in this browser (engine-worker.js), for the computer's moves (the server then
// only checks and stores them), the hints and the analysis behind the graph and the review,
// in the API's own shapes; with no network, the referee of local games (local-referee.js).
// Loaded once a game against the computer is shown or an aid is wanted; until it is ready,
// or where the browser lacks WebAssembly or workers, or the module fails, the server
// searches as before (every answer here may be null).

import { engineFiles } from './engine-files.js';

let worker = null; // set while the module answers
let started = null; // a promise of whether it answers
let nextId = 1;
const pending = new Map(); // request id -> resolve

// The module's files are named from the page's folder, wherever the page is served from;
// the worker, in js/, is handed them whole.
const pageUrl = (name) => new URL(name, document.baseURI).href;

function drop() {
  worker?.terminate();
  worker = null;
  for (const resolve of pending.values()) resolve(null);
  pending.clear();
}

function load() {
  if (!engineFiles || typeof WebAssembly !== 'object' || typeof Worker !== 'function') return Promise.resolve(false);
  return new Promise((resolve) => {
    const loading = new Worker('js/engine-worker.js');
    loading.onmessage = ({ data }) => {
      if (!('ready' in data)) {
        const answered = pending.get(data.id);
        pending.delete(data.id);
        answered?.(data.answer);
        return;
      }
      if (data.ready) worker = loading;
      else loading.terminate();
      resolve(data.ready);
    };
    // A worker that fails (its script missing, out of memory) answers nothing more.
    loading.onerror = () => {
      if (worker === loading) drop();
      else loading.terminate();
      resolve(false);
    };
    loading.postMessage({ load: { script: pageUrl(engineFiles.script), binary: pageUrl(engineFiles.binary) } });
  });
}

/** Starts loading the module, once; resolves to whether it answers. */
export function startBrowserEngine() {
  if (started) return started;
  started = load();
  // Where the computer's moves are searched, for a curious player's developer tools and
  // for the tests: "browser" or "server".
  started.then((answers) => {
    document.documentElement.dataset.engine = answers ? 'browser' : 'server';
  });
  return started;
}

// 53 random bits, as many as a JavaScript number holds exactly: the opponent's choices.
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

// The game's position as the module reads it: 64 squares of X, O and -, a space, X or O.
const positionOf = (game) => `${game.board} ${game.to_move === 'black' ? 'X' : 'O'}`;

// The module's answer to call(...args), {error} included, or null where it does not
// answer; once `signal` aborts, the worker stops searching for it and the answer is null.
async function callModule(call, args, signal) {
  if (!worker || signal?.aborted) return null;
  const id = nextId++;
  const answered = new Promise((resolve) => pending.set(id, resolve));
  worker.postMessage({ id, call, args });
  signal?.addEventListener('abort', () => worker?.postMessage({ cancel: id }), { once: true });
  return answered;
}

// The module's answer, or null where it has none or answers an error.
async function ask(call, args, signal) {
  const answer = await callModule(call, args, signal);
  return answer && !answer.error ? answer : null;
}

/** The move the computer to move in `game` chooses and its reason ({move, reason}), or null. */
export function browserMove(game) {
  return ask('computerMove', [positionOf(game), game[game.to_move], randomSeed()]);
}

/** What GET /api/games/{id}/hints answers for `game`, or null. */
export function browserHints(game) {
  return ask('hints', [positionOf(game), game.ply]);
}

/**
 * The analysis board's scores for the position shown in `game`, searched for `ms` and no
 * deeper than `depth` plies (0: no bound): the hints' shape with {depth, exact, complete};
 * null without the engine.
 */
export function browserDeepen(game, ms, depth) {
  return ask('deepen', [positionOf(game), game.ply, ms, depth]);
}

/** What GET /api/games/{id}/analysis answers for `game`, or null; `signal` cancels it. */
export function browserAnalysis(game, signal) {
  return ask('analysis', [game.setup, game.balanced_opening?.plies ?? 0], signal);
}

/** What GET /api/opponents answers, or null. */
export function browserOpponents() {
  return ask('opponents', []);
}

/** What POST /api/positions answers for `setup`, {error}, or null. */
export function browserPosition(setup) {
  return ask('position', [setup]);
}

/**
 * The module's answer for a local game it referees while the server cannot be reached
 * (src/wasm/offline_games.h): {game} or {error, status, game?}; null where it does not answer.
 * call: offlineCreate, offlineAdopt or offlineAct.
 */
export function offlineReferee(call, args) {
  return callModule(call, args);
}
