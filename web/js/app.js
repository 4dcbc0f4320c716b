// The page's entry point: opens the game the address names, follows Back and Forward, and
// hands the page between local play (LocalGame) and an online game (?online=GAME, handed
// to OnlineGame), which share the board, the player cards and the messages.

import { ApiError } from './api.js';
import { BoardView } from './board.js';
import { NewGameDialog } from './new-game.js';
import { PositionEditor } from './editor.js';
import { LocalGame } from './local-game.js';
import { HUMAN, Players, personSide } from './players.js';
import { bindControls, drawSettings } from './controls.js';
import { bindReviewKeys } from './review-keys.js';
import { settingsInAddress, setupInAddress, showGameInAddress, showOnlineInAddress } from './address.js';
import { GamesDialog } from './games-list.js';
import { setLanguage, applyStaticTexts, t } from './i18n.js';
import { loadPreferences, loadSetting, saveSetting } from './settings.js';
import { setAnimation, currentAnimation } from './pace.js';
import { applyTheme } from './theme.js';
import { setSoundOn, wakeAudioOnGestures } from './sound.js';
import { clearTitleAlertWhenSeen } from './tab-alert.js';
import { clearError, reportError, showError, failureText } from './messages.js';
import { OnlineGame } from './online-game.js';
import { createOnlineMatch, joinOpenMatch } from './online-setup.js';
import { LinksDialog } from './online-links.js';
import { storedSeat, takeSeatFromAddress, onlinePath } from './online-seats.js';
import { keepPageForOffline } from './offline.js';
import { sendOfflineGames } from './offline-sync.js';
import { staticSite } from './site-mode.js';
import { Lesson, offerLesson } from './lesson.js';

const $ = (selector) => document.querySelector(selector);

class Page {
  constructor() {
    this.settings = loadPreferences();
    setAnimation(this.settings.animation); // before the board reads it
    this.settings.theme = applyTheme(this.settings.theme);
    setSoundOn(this.settings.sound);
    this.players = new Players();
    this.board = new BoardView($('#board'), {
      onPlay: (square) => (this.lesson ? this.lesson.play(square) : this.shown.play(square)),
      lineCaption: $('#hint-line'),
      frame: $('.board-wrap'),
    });
    this.turnBoard(this.settings.flipped);
    this.local = new LocalGame({
      board: this.board,
      settings: this.settings,
      players: this.players,
      onOpen: () => this.leaveOnline(),
      onShown: (game) => this.orientFor(game),
    });
    this.online = null; // the OnlineGame while the page shows one
    this.lesson = null; // the Lesson while the learner is in it: it has the board
    this.newGameDialog = null; // made once the server has said which opponents it offers
    this.linksDialog = new LinksDialog($('#online-links-dialog'));
    this.editor = new PositionEditor($('#editor-dialog'));
    this.gamesDialog = new GamesDialog($('#games-dialog'), {
      onOpen: (id, { review }) => this.openListedGame(id, { review }),
    });
  }

  /** The game on the board: the online one, or else the local one. */
  get shown() {
    return this.online ?? this.local;
  }

  async start() {
    // A static site hides what needs a server (.needs-server in style.css).
    if (staticSite) document.documentElement.dataset.site = 'static';
    keepPageForOffline();
    applyStaticTexts();
    bindControls(this);
    // Only a local game is looked back at; an online one is always shown as it stands.
    bindReviewKeys(() => (this.online ? null : this.local));
    $('#your-games').addEventListener('click', () => this.gamesDialog.open());
    $('#lesson-button').addEventListener('click', () => this.startLesson());
    wakeAudioOnGestures();
    clearTitleAlertWhenSeen();
    window.addEventListener('popstate', () => this.followHistory());
    const params = new URLSearchParams(location.search);
    // ?pause=0 and ?lang=en let a shared link or a test choose them; both are remembered.
    const { pause, lang } = settingsInAddress(params);
    if (pause !== undefined) this.setPause(pause);
    if (lang !== undefined) this.switchLanguage(lang);
    drawSettings(this.settings);

    try {
      await this.players.load();
    } catch (error) {
      reportError(error);
    }
    this.newGameDialog = new NewGameDialog($('#new-game-dialog'), {
      opponents: this.players.opponents,
      fallback: this.players.fallback,
    });
    await this.openFromAddress(params);
    this.offerLessonOnFirstVisit(params);
    sendOfflineGames({ shownId: () => this.local.game?.id ?? null, refreshShown: () => this.local.refresh() });
  }

  async openFromAddress(params) {
    if (params.get('online') && staticSite) {
      await this.local.create(this.players.lastSetup(), { replaceUrl: true });
      showError(t('errorOnlineNeedsServer'));
    } else if (params.get('online')) {
      this.openOnline(takeSeatFromAddress(params));
    } else if (params.has('game')) {
      await this.local.load(params.get('game'));
    } else {
      await this.createFromAddress(setupInAddress(params) ?? this.players.lastSetup());
    }
  }

  // ----- the lesson of the rules -----

  // Once, to a visitor who came to the page itself: never over a game a link opened (an
  // online game, a game, a set-up or players), whose visitor came for that game.
  offerLessonOnFirstVisit(params) {
    const linked = ['online', 'game', 'setup', 'black', 'white'].some((name) => params.has(name));
    if (linked || loadSetting('lessonOffered', false)) return;
    saveSetting('lessonOffered', true);
    offerLesson({ onStart: () => this.startLesson(), onDismiss: () => $('#lesson-button').focus() });
  }

  /** The lesson takes the board; the game shown comes back when the learner leaves. */
  startLesson() {
    if (this.lesson) return;
    saveSetting('lessonOffered', true);
    const back = this.online ? { online: this.online.id } : { game: this.local.game?.id ?? null };
    this.leaveOnline();
    this.local.close();
    clearError();
    this.lesson = new Lesson({
      board: this.board,
      firstOpponent: this.players.opponents.find((opponent) => opponent.group === 'first-games') ?? null,
      onLeave: ({ play }) => this.endLesson(back, { play }),
    });
    this.lesson.start();
  }

  async endLesson(back, { play }) {
    const first = this.lesson.firstOpponent;
    this.lesson = null;
    if (play && first) {
      await this.local.create({ black: HUMAN, white: first.name });
      this.board.focus();
      return;
    }
    $('#lesson-button').focus();
    if (back.online) this.openOnline(back.online);
    else if (back.game) await this.local.load(back.game);
    else await this.createFromAddress(this.players.lastSetup());
  }

  // Another game is asked for (Back, "Your games") while the lesson is on: it goes.
  dropLesson() {
    this.lesson?.stop();
    this.lesson = null;
  }

  // An address the server refuses (a typo in a shared link) still gives a board to play
  // on, and says why: an unknown player is replaced by the opponent offered first, and a
  // bad set-up by the standard start.
  async createFromAddress(setup) {
    const replaced = [];
    for (let wanted = setup; wanted; ) {
      try {
        await this.local.create(wanted, { replaceUrl: true, rethrow: true });
        break;
      } catch (error) {
        const instead = error instanceof ApiError && error.status === 400 ? this.insteadOf(wanted, error) : null;
        if (!instead) {
          reportError(error);
          return;
        }
        replaced.push(instead.why);
        wanted = instead.setup;
      }
    }
    if (replaced.length > 0) showError(replaced.join(' '));
  }

  // What to start in place of an address's game that the server refused, and why; null
  // when nothing in the address is at fault.
  insteadOf(setup, error) {
    const reason = error.reason;
    const message = failureText(error);
    if (reason?.code === 'unknown_player' && setup[reason.field] !== this.players.fallback) {
      const name = this.players.fallback;
      return { setup: { ...setup, [reason.field]: name }, why: t('errorAddressPlayer', { message, name }) };
    }
    if (setup.setup === undefined) return null;
    return { setup: { black: setup.black, white: setup.white }, why: t('errorAddressSetup', { message }) };
  }

  // Back or Forward: shows the game the address now names, unless it is on the board already.
  followHistory() {
    this.dropLesson();
    const params = new URLSearchParams(location.search);
    const online = params.get('online');
    if (online) {
      if (online !== this.online?.id) this.openOnline(takeSeatFromAddress(params));
      return;
    }
    const id = params.get('game');
    if (id && (this.online || id !== this.local.game?.id)) this.local.load(id);
  }

  /** A game chosen in "Your games": shown in a new history entry, a finished one for review. */
  async openListedGame(id, { review }) {
    this.dropLesson();
    showGameInAddress(id, { replace: false });
    await this.local.load(id, { review });
  }

  setPause(seconds) {
    this.settings.pause = seconds;
    saveSetting('pause', seconds);
  }

  setAnimationSpeed(name) {
    setAnimation(name);
    this.settings.animation = currentAnimation();
    saveSetting('animation', this.settings.animation);
    this.board.applyPace();
  }

  // A game against the computer is seen from the person's side, from white's when they play
  // white (as lichess turns the board to the player's colour); other games (two people, the
  // computer against itself, online) as the flip switch was last left.
  orientFor(game) {
    const side = game ? personSide(game) : null;
    this.turnBoard(side === null ? this.settings.flipped : side === 'white');
  }

  turnBoard(flipped) {
    this.board.setFlipped(flipped);
    $('#flip').checked = flipped;
  }

  setFlipped(flipped) {
    this.board.setFlipped(flipped);
    // Against the computer the switch turns this game's board only: the next such game is
    // seen from the person's side again, so the choice is not kept for the other games.
    const game = this.online ? null : this.local.game;
    if (game && personSide(game) !== null) return;
    this.settings.flipped = flipped;
    saveSetting('flipped', flipped);
  }

  setTheme(theme) {
    this.settings.theme = applyTheme(theme);
    saveSetting('theme', this.settings.theme);
  }

  setSound(on) {
    this.settings.sound = on;
    saveSetting('sound', on);
    setSoundOn(on, { byGesture: true });
  }

  switchLanguage(lang) {
    setLanguage(lang);
    drawSettings(this.settings);
    this.board.relabel();
    this.gamesDialog.relabel();
    this.shown.render();
    this.lesson?.render();
  }

  // ----- online games -----

  /** Creates an online match, shows it, and shows the links to send. */
  async createOnline(choice) {
    saveSetting('onlineChoice', choice);
    let created;
    try {
      created = await createOnlineMatch(choice);
    } catch (error) {
      if (navigator.onLine) reportError(error);
      else showError(t('errorOnlineOffline'));
      return;
    }
    clearError();
    // The creator's address has no secret in it: the seat is kept in this browser.
    showOnlineInAddress(created.game);
    this.openOnline(created.game);
    // A listed game's opponent comes from the open table: there is no link to send.
    if (!choice.listed) this.showLinks();
  }

  /** Takes the seat of a game on the open table and shows the game. */
  async joinOnline(id) {
    try {
      await joinOpenMatch(id);
    } catch (error) {
      // Taken, ended or expired meanwhile (409, 404): the server's reason, in words.
      if (!navigator.onLine) showError(t('errorJoinOffline'));
      else if (error instanceof ApiError && error.status !== 0) showError(t('errorJoinFailed', { message: failureText(error) }));
      else reportError(error);
      return;
    }
    clearError();
    showOnlineInAddress(id);
    this.openOnline(id);
  }

  /** Shows the online game `id`, as the seat kept in this browser or as a spectator. */
  openOnline(id) {
    this.leaveOnline();
    this.local.close();
    this.orientFor(null);
    const stored = storedSeat(id);
    this.online = new OnlineGame({
      id,
      secret: stored?.seat ?? null,
      listed: stored?.listed ?? false,
      board: this.board,
      onShowLinks: () => this.showLinks(),
      onGone: () => this.replaceGoneOnline(id),
    });
    this.online.start();
  }

  // A link to an online game the server does not have (mistyped, or from a server since
  // reset) gives a board to play on, as a bad local game's address does, and says why.
  async replaceGoneOnline(id) {
    this.leaveOnline();
    await this.local.create(this.players.lastSetup(), { replaceUrl: true });
    showError(t('errorNoSuchGame', { id }));
  }

  leaveOnline() {
    this.online?.stop();
    this.online = null;
  }

  showLinks() {
    const online = this.online;
    if (!online) return;
    const stored = storedSeat(online.id);
    const mine = online.myColor();
    this.linksDialog.open({
      // Only the creator holds the opponent's link; everybody may pass on the spectators'.
      links: { opponent: stored?.links?.opponent ?? null, spectator: onlinePath(online.id) },
      opponentColor: mine ? (mine === 'black' ? 'white' : 'black') : stored?.color === 'white' ? 'black' : 'white',
      holdsSeat: stored !== null,
    });
  }
}

new Page().start();
