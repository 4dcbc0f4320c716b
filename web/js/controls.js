// What the page's own controls do: new game, rematch and the game-over card, undo, redo,
// "Continue from here", the slider through the game's plies, back from an earlier position
// or playing on from it, copying and pasting a transcript, setting up a position in the
// editor, the language, the error's dismiss button, the switches, the board's side, the
// colours and the sounds. Each acts on the game shown, local or online; the history
// buttons, the slider, switches and paste box are only shown in local play.

import { ApiError } from './api.js';
import { copyText } from './clipboard.js';
import { t, language } from './i18n.js';
import { saveSetting, loadSetting, PAUSE_CHOICES } from './settings.js';
import { ANIMATION_CHOICES } from './pace.js';
import { THEME_CHOICES } from './theme.js';
import { DEEPEN_LIMITS, limitOf } from './deepening.js';
import { showError, clearError, flashNote, failureText } from './messages.js';
import { STANDARD_START, parseBoard } from './squares.js';

const $ = (selector) => document.querySelector(selector);
const ANIMATION_NAME_KEY = { brisk: 'animationBrisk', slow: 'animationSlow', off: 'animationOff' };
const THEME_NAME_KEY = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' };

/**
 * page: {local (the LocalGame), online (the OnlineGame or null), shown (whichever of them
 * is on the board), board (the BoardView), settings, players, newGameDialog, editor (the PositionEditor),
 * setPause(), switchLanguage(), setFlipped(), setTheme(), setSound(), createOnline(choice), joinOnline(id)}.
 */
export function bindControls(page) {
  $('#new-game').addEventListener('click', () => openNewGameDialog(page));
  $('#game-over-new').addEventListener('click', () => openNewGameDialog(page));
  $('#rematch').addEventListener('click', () => keepingFocus(page, $('#rematch'), () => page.shown.rematch()));
  $('#game-over-close').addEventListener('click', () => page.shown.closeOverlay());
  $('#undo').addEventListener('click', () => keepingFocus(page, $('#undo'), () => page.local.undo()));
  $('#redo').addEventListener('click', () => keepingFocus(page, $('#redo'), () => page.local.redo()));
  $('#continue').addEventListener('click', () => page.local.continueHere());
  $('#ply-slider').addEventListener('input', (event) => page.local.lookAt(Number(event.target.value)));
  $('#look-back-return').addEventListener('click', () => page.local.returnToGame());
  $('#look-back-play-on').addEventListener('click', () => page.local.playOnFromHere());
  $('#copy').addEventListener('click', () => copyTranscript(page.shown.setupText));
  $('#edit-position').addEventListener('click', () => openEditor(page));
  $('#paste-form').addEventListener('submit', (event) => {
    event.preventDefault();
    startFromPaste(page);
  });
  $('#language').addEventListener('click', () => page.switchLanguage(language() === 'ja' ? 'en' : 'ja'));
  $('#error-dismiss').addEventListener('click', () => clearError());
  $('#hints').addEventListener('change', (event) => setHints(page, event.target.checked));
  $('#deepen').addEventListener('change', (event) => {
    page.settings.deepen = event.target.checked;
    saveSetting('deepen', page.settings.deepen);
    page.local.render();
  });
  $('#deepen-limit').addEventListener('change', (event) => {
    page.settings.deepenLimit = event.target.value;
    saveSetting('deepenLimit', page.settings.deepenLimit);
    page.local.render();
  });
  $('#graph-toggle').addEventListener('change', (event) => {
    page.settings.graph = event.target.checked;
    saveSetting('graph', page.settings.graph);
    page.local.render();
  });
  $('#pause').addEventListener('change', (event) => page.setPause(Number(event.target.value)));
  $('#animation').addEventListener('change', (event) => page.setAnimationSpeed(event.target.value));
  $('#flip').addEventListener('change', (event) => page.setFlipped(event.target.checked));
  $('#theme').addEventListener('change', (event) => page.setTheme(event.target.value));
  $('#sound').addEventListener('change', (event) => page.setSound(event.target.checked));
}

// A button is disabled (or hidden) while its action runs, and the keyboard focus then falls
// to the page: give it back to the button, or to the board when the button is no more.
// Unless the player has moved the focus elsewhere meanwhile.
async function keepingFocus(page, button, action) {
  await action();
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== button) return;
  if (!button.disabled && button.checkVisibility()) button.focus();
  else page.board.focus();
}

/**
 * Sets the switches and the choices (in the page's language) from `settings`. The flip
 * switch shows the side the board is seen from, which the page sets for each game.
 */
export function drawSettings(settings) {
  $('#hints').checked = settings.hints;
  $('#deepen').checked = settings.deepen;
  fillChoices($('#deepen-limit'), DEEPEN_LIMITS, settings.deepenLimit, deepenLimitName);
  $('#graph-toggle').checked = settings.graph;
  $('#sound').checked = settings.sound;
  // A pause chosen through the address may be none of the usual choices: it is offered too.
  const pauses = [...new Set([...PAUSE_CHOICES, settings.pause])].sort((a, b) => a - b);
  fillChoices($('#pause'), pauses, settings.pause, (seconds) => t('seconds', { n: seconds }));
  fillChoices($('#animation'), ANIMATION_CHOICES, settings.animation, (name) => t(ANIMATION_NAME_KEY[name]));
  fillChoices($('#theme'), THEME_CHOICES, settings.theme, (name) => t(THEME_NAME_KEY[name]));
}

// A limit of the analysis board in words: "10 s", "depth 20", "until proven".
function deepenLimitName(name) {
  const { ms, depth } = limitOf(name);
  if (depth > 0) return t('deepenToDepth', { depth });
  return Number.isFinite(ms) ? t('seconds', { n: ms / 1000 }) : t('deepenUntilProven');
}

// A select's options: one per value, named by `name(value)`, with `chosen` selected.
function fillChoices(select, values, chosen, name) {
  select.replaceChildren(
    ...values.map((value) => {
      const option = document.createElement('option');
      option.value = String(value);
      option.textContent = name(value);
      option.selected = value === chosen;
      return option;
    }),
  );
}

async function openNewGameDialog(page) {
  const current = page.local.game ?? page.players.lastSetup();
  const choice = await page.newGameDialog.open(
    { black: current.black, white: current.white, balanced_opening: Boolean(current.balanced_opening) },
    { mode: page.online ? 'online' : undefined, online: loadSetting('onlineChoice', {}) },
  );
  if (choice?.editor) await openEditor(page, choice.editor.online ? undefined : choice.editor);
  else if (choice?.online) await page.createOnline(choice.online);
  else if (choice?.join) await page.joinOnline(choice.join);
  else if (choice) await page.local.create(choice);
}

function setHints(page, on) {
  page.settings.hints = on;
  $('#hints').checked = on;
  saveSetting('hints', on);
  page.local.render();
}

// The editor opens on the local game's position (the standard start while an online game
// is shown); what it answers starts as a pasted position does. `players` are offered as
// the players of the game to start: those of the game shown unless the New game dialog
// chose others.
async function openEditor(page, players = page.local.game ?? page.players.lastSetup()) {
  const game = page.local.game;
  const chosen = await page.editor.open({
    discs: parseBoard(game?.board ?? STANDARD_START),
    toMove: game?.to_move ?? 'black',
    players: { black: players.black, white: players.white },
    flipped: page.board.flipped,
  });
  if (!chosen) return;
  if (chosen.analyse) setHints(page, true);
  await page.local.create(chosen.setup);
}

async function copyTranscript(text) {
  if (await copyText(text)) flashNote($('#copy-status'), 'copied');
  else showError(t('copyFailed', { text }));
}

// Starts a game from the pasted transcript or board, with the players of the game shown;
// what the server refuses is shown beside the paste box.
async function startFromPaste(page) {
  const input = $('#paste-input');
  const error = $('#paste-error');
  const text = input.value.trim();
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  if (!text) {
    error.textContent = t('pasteEmpty');
    input.setAttribute('aria-invalid', 'true');
    return;
  }
  const players = page.local.game ?? page.players.lastSetup();
  try {
    await page.local.create({ black: players.black, white: players.white, setup: text }, { rethrow: true });
    input.value = '';
  } catch (failure) {
    error.textContent =
      failure instanceof ApiError && failure.status === 0
        ? t('errorNetwork', { detail: failure.message })
        : failureText(failure);
    input.setAttribute('aria-invalid', 'true');
  }
}
