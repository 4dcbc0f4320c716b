// A plain static host, as GitHub Pages or any web server without `reversi serve` would be:
// the files of a folder under a path prefix, by name, with a content type from the name.

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `folder` at http://127.0.0.1:PORT`prefix` (prefix ending in '/'); a folder's path
 * gives its index.html. Resolves to {url, requests (every path asked for), stop()}.
 */
export async function startStaticHost(folder, prefix) {
  const requests = [];
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://host');
    requests.push(pathname);
    const inside = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
    const file = inside === null ? null : path.join(folder, inside === '' || inside.endsWith('/') ? `${inside}index.html` : inside);
    try {
      if (file === null || !file.startsWith(folder)) throw new Error('outside');
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<h1>Not found</h1>');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}${prefix}`,
    requests,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
