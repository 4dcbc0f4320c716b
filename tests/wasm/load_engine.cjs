// The WebAssembly engine in Node: its loader fetches the .wasm by URL in a browser, so
// here it is handed the bytes.
'use strict';
const { readFileSync } = require('node:fs');
const path = require('node:path');

exports.loadEngine = (moduleDir) => {
  const createEngine = require(path.resolve(moduleDir, 'reversi-engine.js'));
  return createEngine({ wasmBinary: readFileSync(path.resolve(moduleDir, 'reversi-engine.wasm')) });
};
