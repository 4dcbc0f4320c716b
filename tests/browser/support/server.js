// Starts `reversi serve` for one test file: an unused port (--port 0, or the one given) and
// a fresh data directory, stopped and removed when the file's tests are done.

import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = fileURLToPath(new URL('../../..', import.meta.url));

// The program under test: $REVERSI_BINARY, or the release build of this checkout.
export const binary = path.resolve(
  process.env.REVERSI_BINARY ?? path.join(repository, 'build/release/src/reversi'),
);

const START_TIMEOUT_MS = 20_000;

function start(args = [], port = 0) {
  const data = mkdtempSync(path.join(tmpdir(), 'reversi-browser-'));
  // Every page a test opens creates a game, all from this machine's address: a test file
  // may well create more than a person's share of games in a minute.
  const serve = ['serve', '--port', String(port), '--data', data, '--max-games-per-minute', '0'];
  const child = spawn(binary, [...serve, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${binary} serve printed no URL in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output += chunk;
      const found = output.match(/http:\/\/[^\s]+/);
      if (found) {
        clearTimeout(timer);
        resolve(found[0].endsWith('/') ? found[0] : `${found[0]}/`);
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${binary} serve exited (${code}) before printing its URL:\n${output}`));
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return { child, data, url };
}

async function stop({ child, data }, signal = 'SIGTERM') {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(data, { recursive: true, force: true });
}

/**
 * Starts a server (with `args` added, on `port` if given); resolves to {url, stop(), kill()}
 * once it has printed its URL. kill() is kill -9: no goodbye to anyone.
 */
export async function startServer({ args = [], port = 0 } = {}) {
  const running = start(args, port);
  try {
    const url = await running.url;
    return { url, stop: () => stop(running), kill: () => stop(running, 'SIGKILL') };
  } catch (error) {
    await stop(running);
    throw error;
  }
}

/**
 * Registers beforeAll/afterAll hooks that run a server for the calling test file, with
 * `args` added to its command line. Returns an object whose `url`
 * (http://127.0.0.1:PORT/) is set once it is up.
 */
export function useServer(test, { args = [] } = {}) {
  const server = { url: null };
  let running = null;
  test.beforeAll(async () => {
    running = start(args);
    server.url = await running.url;
  });
  test.afterAll(async () => {
    if (running) await stop(running);
  });
  return server;
}

/** What the command-line program says about a position: the ground truth for the board. */
export function cliPosition(args) {
  return JSON.parse(execFileSync(binary, ['position', ...args, '--json'], { encoding: 'utf8' }));
}
