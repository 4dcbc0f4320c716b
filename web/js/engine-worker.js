// The engine in the browser: a classic Web Worker that loads the WebAssembly module
// (src/wasm/engine_module.cpp) and answers the page's requests, so the page never waits on
// a search. Its first message names the module's files ({load: {script, binary}}); it
// answers {ready: true} or {ready: false, error}, then {id, answer} to each {id, call,
// args}, where call is one of the module's functions (computerMove, hints, deepen, analysis,
// opponents, position, and offlineCreate, offlineAdopt and offlineAct for the games it
// referees while the server cannot be reached).
// {cancel: id} drops an analysis still running: its answer is null.
/* global createEngine */

// An analysis searches in slices this long, and between them reads the page's messages:
// a newer request or a cancel waits no longer than one slice and one position's search.
const ANALYSIS_SLICE_MS = 100;

// The module's functions answered at once (an analysis runs in slices).
const DIRECT_CALLS = new Set([
  'computerMove', 'hints', 'deepen', 'opponents', 'position', 'offlineCreate', 'offlineAdopt', 'offlineAct',
]);

let engine = null;
const running = new Set(); // the analyses under way, by request id
const cancelled = new Set(); // those of them the page no longer wants

async function load({ script, binary }) {
  try {
    importScripts(script);
    engine = await createEngine({ locateFile: () => binary });
    engine.prepare();
    self.postMessage({ ready: true });
  } catch (error) {
    self.postMessage({ ready: false, error: String(error) });
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function analyse(id, [setup, firstPly]) {
  running.add(id);
  try {
    for (;;) {
      if (cancelled.has(id)) return null;
      const answer = engine.analysis(setup, firstPly, ANALYSIS_SLICE_MS);
      if (answer !== null) return answer;
      await nextTask();
    }
  } finally {
    running.delete(id);
    cancelled.delete(id);
  }
}

async function answer({ id, call, args }) {
  try {
    if (call === 'analysis') return await analyse(id, args);
    if (DIRECT_CALLS.has(call)) return engine[call](...args);
    return { error: `no call ${call}` };
  } catch (error) {
    return { error: String(error) };
  }
}

self.onmessage = async ({ data }) => {
  if (data.load) {
    load(data.load);
    return;
  }
  if ('cancel' in data) {
    if (running.has(data.cancel)) cancelled.add(data.cancel);
    return;
  }
  self.postMessage({ id: data.id, answer: await answer(data) });
};
