// Checks that the WebAssembly engine chooses the native engine's moves: runs the native
// reversi_level_moves, asks the module for each of its positions, and lists every move
// that differs. Usage: node same_moves.cjs LEVEL_MOVES MODULE_DIR POSITIONS
'use strict';
const { execFileSync } = require('node:child_process');
const { loadEngine } = require('./load_engine.cjs');

const [levelMoves, moduleDir, positions] = process.argv.slice(2);
loadEngine(moduleDir).then((engine) => {
  const lines = execFileSync(levelMoves, [positions], { encoding: 'utf8' }).trim().split('\n');
  let differ = 0;
  for (const line of lines) {
    const [position, opponent, seed, nativeMove] = line.split('\t');
    engine.forget();
    const answer = engine.computerMove(position, opponent, Number(seed));
    if (answer.move !== nativeMove) {
      differ += 1;
      console.log(`${position} ${opponent} seed ${seed}: native ${nativeMove}, WebAssembly ${answer.move ?? answer.error}`);
    }
  }
  console.log(`${lines.length} positions, ${differ} moves differ`);
  process.exitCode = differ === 0 && lines.length === Number(positions) ? 0 : 1;
});
