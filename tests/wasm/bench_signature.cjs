// Prints the WebAssembly engine's bench as `reversi bench` ends its own: the signature
// and the speed. Usage: node bench_signature.cjs MODULE_DIR
'use strict';
const { loadEngine } = require('./load_engine.cjs');

loadEngine(process.argv[2]).then((engine) => {
  const { signature, seconds } = engine.bench();
  console.log(`signature: ${signature} nodes`);
  console.log(`time ${seconds.toFixed(3)} s, ${Math.round(signature / seconds)} nodes/s`);
});
