// The engine in the browser: a classic Web Worker that loads the WebAssembly module
// (src/wasm/engine_module.cpp) and answers the page's requests one at a time, so the page
// never waits on a search. Its first message names the module's files ({load: {script,
// binary}}); it answers {ready: true} or {ready: false, error}, then {id, answer} to
// each {id, position, opponent, seed}.
/* global createEngine */

let engine = null;

async function load({ script, binary }) {
  try {
    importScripts(script);
    engine = await createEngine({ locateFile: () => binary });
    self.postMessage({ ready: true });
  } catch (error) {
    self.postMessage({ ready: false, error: String(error) });
  }
}

self.onmessage = ({ data }) => {
  if (data.load) {
    load(data.load);
    return;
  }
  let answer;
  try {
    answer = engine.computerMove(data.position, data.opponent, data.seed);
  } catch (error) {
    answer = { error: String(error) };
  }
  self.postMessage({ id: data.id, answer });
};
