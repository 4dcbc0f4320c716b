// A throwaway PostgreSQL for a test file (tests/postgresql_server.sh), on 127.0.0.1 at a
// free port: for the tests of several servers sharing one database.

import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repository } from './server.js';

const script = path.join(repository, 'tests/postgresql_server.sh');

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts it; resolves to {uri, stop()}, uri naming its database "postgres". */
export async function startPostgresql() {
  const port = await freePort();
  const directory = `/tmp/reversi-postgresql-browser-${process.pid}`;
  execFileSync(script, ['start', directory, String(port)], { stdio: 'inherit' });
  return {
    uri: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => execFileSync(script, ['stop', directory], { stdio: 'inherit' }),
  };
}
