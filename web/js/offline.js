// Installs the service worker (web/sw.js) that lets the page start and play with no
// network once visited. Where the browser has none (or refuses it: a private window, an
// address that is not https or localhost), the page works online as before.

export function keepPageForOffline() {
  if (!('serviceWorker' in navigator)) return;
  // After the page's own loading, which it must not slow down.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js').catch(() => {});
  }, { once: true });
}
