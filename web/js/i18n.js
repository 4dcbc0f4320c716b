// Every text the page shows, in Japanese and English, and the current language.
// Static elements name their text with data-i18n="key"; everything else calls t().

import { loadSetting, saveSetting } from './settings.js';

const TEXTS = {
  ja: {
    title: 'リバーシ',
    languageButton: 'English',
    languageButtonLabel: 'Switch to English',
    boardLabel: '盤面',
    black: '黒',
    white: '白',
    blackLower: '黒',
    whiteLower: '白',
    you: 'あなた',
    toMove: '次の番: {color}',
    yourMove: '次の番: {color} (あなた)',
    thinking: '次の番: {color} — コンピュータ ({name}) が考えています…',
    passes: '{color}はパスします',
    playedOne: '{color}が {move} に打ち、{n} 枚返しました',
    playedMany: '{color}が {move} に打ち、{n} 枚返しました',
    waitingForComputer: '次の番: {color} ({name})。「ここから続ける」でコンピュータが打ちます',
    resultBlack: '黒 {black} : 白 {white} で黒の勝ち',
    resultWhite: '黒 {black} : 白 {white} で白の勝ち',
    resultDraw: '黒 {black} : 白 {white} で引き分け',
    resultWithEmpties: '{score} (盤上の石は 黒 {black} : 白 {white})',
    gameOver: '対局終了',
    squareEmpty: '{square} 空き',
    squareLegal: '{square} 空き、打てます',
    squareDisc: '{square} {color}',
    squareLast: '、直前の手',
    squareHint: '、評価 {score}、読み筋 {line}',
    newGame: '新しい対局',
    rematch: 'もう一度 (同じ設定)',
    closeOverlay: '盤面を見る',
    undo: '待った',
    redo: 'やり直す',
    continueHere: 'ここから続ける',
    lookingAt: '{n}手目の局面を表示中 (対局はそのまま)',
    backToGame: '対局に戻る',
    playOnFromHere: 'この局面から新しい対局',
    hints: 'ヒント (各手の評価)',
    hintLineBest: '最善の読み筋 ({score})',
    hintLineOf: '{move} の読み筋 ({score})',
    hintBook: '・定石',
    bookMark: '定石',
    squareBook: '、定石',
    graphToggle: '評価グラフ',
    pause: 'コンピュータの手を見せる間',
    animation: 'アニメーション',
    animationBrisk: 'きびきび',
    animationSlow: 'ゆっくり',
    animationOff: 'なし',
    flipBoard: '盤面を反転 (白の側から見る)',
    theme: '配色',
    sound: '音 (着手・パス・終局)',
    themeSystem: '端末の設定に合わせる',
    themeLight: 'ライト',
    themeDark: 'ダーク',
    seconds: '{n} 秒',
    moves: '棋譜',
    start: '開始',
    pass: 'パス',
    copy: '棋譜をコピー',
    copied: 'コピーしました',
    copyFailed: 'コピーできませんでした。棋譜: {text}',
    pasteLabel: '棋譜 (f5d6c3…) か 64 マスの局面を貼り付けて、そこから始めます',
    pastePlaceholder: 'f5d6c3d3c4…',
    pasteApply: 'この局面から始める',
    pasteEmpty: '棋譜か局面を入れてください',
    setUpPosition: '局面を作る…',
    editorTitle: '局面を作る',
    editorBoardLabel: '作る局面の盤面',
    editorPaint: 'マスに置くもの (同じ色のマスを押すと空きに)',
    editorEmpty: '空き',
    editorToMove: '手番',
    editorClear: '盤面を空にする',
    editorStart: '初期配置',
    editorPlayers: '対局者',
    editorVsComputer: 'あなた ({color}) 対 {name}',
    editorComputers: '{black} (黒) 対 {white} (白)',
    editorPlay: 'ここから対局',
    editorAnalyse: '検討する',
    editorAnalyseNote: '「検討する」は二人対局をヒント付きで始めます。どちらの番でも、エンジンが打てる手をすべて評価します。',
    editorChecking: '局面を確かめています…',
    editorMovesOne: '{color}の番: 打てる手は 1 つです。',
    editorMovesMany: '{color}の番: 打てる手は {n} 個です。',
    editorNoMoveSide: '{color}には打てる手がありません。{other}には打てる手があるので、手番を{other}にすれば始められます。',
    editorSwitchSide: '{other}の番にする',
    editorNoMoves: 'どちらにも打てる手がないので、この局面からは対局できません。',
    editorCheckFailed: '局面を確かめられませんでした: {message}',
    explanationTitle: 'コンピュータの考え',
    explanationNone: 'コンピュータが打つと、ここにその手の理由が出ます。',
    graphTitle: '評価グラフ (黒から見た石差)',
    graphLoading: '計算しています…',
    graphAxisBlack: '黒が有利',
    graphAxisWhite: '白が有利',
    analysisTitle: '対局の振り返り',
    analysisLoading: '対局を調べています…',
    analysisClean: '悪手はありませんでした。',
    opening: '定石: {name}',
    balancedOpening: 'ランダム互角開始',
    balancedOpeningNote: '互角に近い100通りの序盤 (8手) から1つを選び、その局面から始めます。毎回違う局面で対局できます。',
    balancedOpeningPlayed: '互角開始 No. {number}: 最初の{plies}手はランダムに選ばれた序盤です',
    openingMove: '互角開始の手',
    analysisMove: '{n}手目 {color} {move}',
    moveRowNumber: '{n}',
    movePlyNumber: '{n}',
    labelSeparator: '、',
    moveScore: '評価 {score}',
    moveBestWas: '最善は {best} ({bestScore})',
    moveLegendScore: '数字: 打った側の評価 (石差)',
    moveLegendOther: '下線: 最善手は別',
    plySlider: '手順をたどる',
    plySliderKeys: '← → Home End',
    plyOfGame: '{n}手目 / 全{total}手',
    graphLabel: '評価グラフ: ← → で手を選び、Enter で表示',
    graphPoint: '{n}手目、黒から見て {score}',
    graphPointStart: '開始局面、黒から見て {score}',
    analysisBetter: 'よりよい手: {best} ({bestScore})、実際: {score}',
    analysisRefutation: '{move} のあと{color}の応手: {line}',
    analysisBestLine: '最善は {best}: {line}',
    analysisLeftBook: '{color}は {n}手目 {move} で定石を外れました。',
    analysisAllBook: 'すべて定石どおりの手でした。',
    inaccuracy: '疑問手',
    mistake: '悪手',
    blunder: '大悪手',
    dialogTitle: '新しい対局',
    mode: '対局の形',
    modeComputer: 'コンピュータと対局',
    modeTwo: '二人で対局 (同じ画面)',
    modeWatch: 'コンピュータ同士',
    yourColor: 'あなたの色',
    blackFirst: '黒 (先手)',
    whiteSecond: '白 (後手)',
    opponent: '相手',
    blackPlayer: '黒のコンピュータ',
    whitePlayer: '白のコンピュータ',
    startGame: '対局開始',
    cancel: 'やめる',
    errorNetwork: 'サーバーにつながりません ({detail})',
    errorServer: 'サーバーのエラー: {message}',
    errorNotFound: '対局 {id} が見つかりません。新しい対局を始めました。',
    errorAddressSetup: 'アドレスの開始局面を使えません ({message})。通常の初期配置から始めました。',
    errorAddressPlayer: 'アドレスのプレイヤーを使えません ({message})。代わりに {name} が打ちます。',
    reasonAtMove: '{move}手目 {token}: ',
    reason_not_a_square: 'マスの名前ではありません (a1〜h8)',
    reason_not_legal: 'ここには打てません (打てるマス: {legal})',
    reason_game_over: '対局はもう終わっています',
    reason_must_pass: '打てるマスがないのでパスです',
    reason_pass_not_allowed: '打てるマスがあるのでパスはできません (打てるマス: {legal})',
    reason_bad_square: '{number}番目のマス ({square}) の「{text}」は X, O, *, -, . のどれでもありません',
    reason_too_few_squares: '盤面は64マスですが、{count}マスしかありません',
    reason_side_missing: '64マスのあとに手番 (X か O) がありません',
    reason_bad_side: '64マスのあとの手番は X か O です (「{text}」ではなく)',
    reason_unknown_player: '{color}のプレイヤー「{name}」はいません',
    reason_no_moves: 'どちらにも打てる手がない局面なので、対局できません',
    errorOutOfSync: 'この対局は別の画面で進んでいました。最新の状態を表示します。',
    dismiss: '閉じる',
    loading: '読み込んでいます…',
    yourGames: '対局一覧',
    gamesTitle: '対局一覧',
    gamesNote: 'このブラウザで始めた・取り込んだ・オンラインで打った対局です (新しい順)。リンクを渡した人も開けます。',
    gamesEmpty: 'このブラウザで始めた対局はまだありません。',
    gamesError: '対局一覧を読み込めません: {message}',
    gamesMore: 'さらに表示',
    gamesClose: '閉じる',
    gamesReview: '振り返る',
    gamesContinue: '続きを打つ',
    gamesPlayers: '黒: {black}、白: {white}',
    gamesYou: 'あなた',
    gamesTwoPlayers: '二人で対局',
    gamesUnfinished: '対局中、次は{color}',
    gamesMove: '{n} 手',
    gamesMoves: '{n} 手',
    gamesFromPosition: '途中局面から',
    gamesOnline: 'オンライン対局 (あなたは{color})',
    gamesImportedPlayers: '黒: {black}、白: {white} (取り込み)',
    gamesUnnamed: '名前なし',
    gamesOnlineError: '終わったオンライン対局を一覧に加えられません: {message}',
    gamesExportGgf: 'GGF',
    gamesExportTranscript: '棋譜',
    gamesImport: 'ファイルを取り込む…',
    gamesImporting: '{file} を取り込んでいます…',
    gamesImported: '{file} から {n} 局を取り込みました',
    gamesImportedOne: '{file} から 1 局を取り込みました',
    gamesImportError: '{file} を取り込めません (何も取り込んでいません): {message}',
    gamesImportTooBig: '{file} は 64 KiB を超えるため取り込めません (大きなファイルは reversi games import で)',
    modeOnline: 'オンライン対戦 (リンクを送る)',
    colorRandom: 'おまかせ',
    clock: '持ち時間 (分 + 1 手ごとに足す秒)',
    clockNone: 'なし',
    onlineNote: '対局を作ると、相手に送るリンクと観戦用のリンクが出ます。',
    onlineTitle: 'オンライン対戦',
    youPlay: 'あなたは{color}',
    watching: '観戦しています',
    opponentRole: '相手',
    rolePresence: '{role}・{presence}',
    present: '接続中',
    away: '不在',
    spectators: '観戦 {n} 人',
    opponentToMove: '次の番: {color} (相手)',
    onlineConnecting: '接続しています…',
    onlineReconnecting: '接続が切れました。つなぎ直しています…',
    onlineClosed: '接続を終えました',
    playingOffline: 'オフラインで対局中です。この対局はこのブラウザーに保存され、サーバーにつながるとサーバーに保存されます。',
    offlineStored: 'オフラインで打った {n} 局をサーバーに保存しました。',
    offlineStoredOne: 'オフラインで打った対局をサーバーに保存しました。',
    offlineWaiting: 'オフラインで打った {n} 局はこのブラウザーにあり、サーバーへの保存を待っています。',
    offlineWaitingOne: 'オフラインで打った対局はこのブラウザーにあり、サーバーへの保存を待っています。',
    errorOfflineLoad: 'サーバーにつながらないため、対局 {id} を開けませんでした。オフラインで新しい対局を始めました。',
    onlineOffline: 'オフライン: ネットワークが必要です',
    onlineOfflineStatus: 'オフラインです。オンライン対戦にはネットワークが必要です。つながると続きます。',
    errorOnlineOffline: 'オフラインです。オンライン対戦を作るにはネットワークが必要です。',
    resign: '投了',
    resignQuestion: '投了しますか?',
    resignYes: '投了する',
    resignNo: '続ける',
    abort: '対局を中止',
    claimWin: '勝ちを申し出る (相手が不在)',
    claimWinIn: '勝ちを申し出る (あと {s} 秒)',
    rematchOffer: 'もう一局 (色を交代)',
    rematchWaiting: '相手の返事を待っています…',
    rematchAccept: 'もう一局を受ける',
    rematchOffered: '相手がもう一局を申し込んでいます',
    rematchStarted: 'もう一局: あなたは{color}',
    showLinks: 'リンクを表示',
    linksTitle: 'この対局のリンク',
    linksIntro: '相手にこのリンクを送ってください。開くと{color}の席で対局できます。',
    linksIntroGuest: '観戦用のリンクは誰に送っても、見るだけで打つことはできません。',
    linkOpponent: '相手に送るリンク',
    linkSpectator: '観戦用のリンク',
    linksKeep: 'あなたの席はこのブラウザに覚えてあります。このページのアドレスを開けば戻れます。',
    copyLink: 'コピー',
    copyLinkFailed: 'コピーできませんでした。リンク: {text}',
    linksDone: '対局へ',
    endResigned: '{loser}の投了で{winner}の勝ち',
    endTime: '{loser}の時間切れで{winner}の勝ち',
    endAbandoned: '{loser}が戻らないため{winner}の勝ち',
    endAborted: '対局は中止されました',
    errorRefused: 'サーバーが受け付けませんでした: {message}',
    errorNoSuchGame: 'オンライン対局 {id} はありません。新しい対局を始めました。',
    errorWrongSeat: 'この席のリンクはこの対局のものではありません。',
    errorClosed: 'サーバーが接続を閉じました: {reason}',
    titleYourMove: '● あなたの番 — リバーシ',
    titleGameOver: '● 対局終了 — リバーシ',
  },
  en: {
    title: 'Reversi',
    languageButton: '日本語',
    languageButtonLabel: '日本語に切り替える',
    boardLabel: 'Board',
    black: 'Black',
    white: 'White',
    blackLower: 'black',
    whiteLower: 'white',
    you: 'you',
    toMove: '{color} to move',
    yourMove: '{color} to move (you)',
    thinking: '{color} to move — the computer ({name}) is thinking…',
    passes: '{color} passes',
    playedOne: '{color} played {move}, {n} disc turned',
    playedMany: '{color} played {move}, {n} discs turned',
    waitingForComputer: '{color} ({name}) to move. Press “Continue from here” to let the computer play',
    resultBlack: 'Black wins {black}-{white}',
    resultWhite: 'White wins {white}-{black}',
    resultDraw: 'Draw {black}-{white}',
    resultWithEmpties: '{score} (discs: black {black}, white {white})',
    gameOver: 'Game over',
    squareEmpty: '{square} empty',
    squareLegal: '{square} empty, legal move',
    squareDisc: '{square} {color}',
    squareLast: ', last move',
    squareHint: ', score {score}, line {line}',
    newGame: 'New game',
    rematch: 'Play again (same set-up)',
    closeOverlay: 'Look at the board',
    undo: 'Undo',
    redo: 'Redo',
    continueHere: 'Continue from here',
    lookingAt: 'Looking at move {n} (the game is unchanged)',
    backToGame: 'Back to the game',
    playOnFromHere: 'New game from here',
    hints: 'Hints (score of every move)',
    hintLineBest: 'Best line ({score})',
    hintLineOf: 'Line of {move} ({score})',
    hintBook: ' · book move',
    bookMark: 'book',
    squareBook: ', book move',
    graphToggle: 'Evaluation graph',
    pause: 'Pause before the computer’s move',
    animation: 'Animation',
    animationBrisk: 'Brisk',
    animationSlow: 'Slow',
    animationOff: 'Off',
    flipBoard: 'Flip the board (view from white)',
    theme: 'Colours',
    sound: 'Sounds (move, pass, end of game)',
    themeSystem: 'As the system',
    themeLight: 'Light',
    themeDark: 'Dark',
    seconds: '{n} s',
    moves: 'Moves',
    start: 'Start',
    pass: 'pass',
    copy: 'Copy transcript',
    copied: 'Copied',
    copyFailed: 'Could not copy. The transcript: {text}',
    pasteLabel: 'Paste a transcript (f5d6c3…) or a 64-square position to start from it',
    pastePlaceholder: 'f5d6c3d3c4…',
    pasteApply: 'Start from this',
    pasteEmpty: 'Enter a transcript or a position',
    setUpPosition: 'Set up a position…',
    editorTitle: 'Set up a position',
    editorBoardLabel: 'Board to set up',
    editorPaint: 'Put on a square (a disc of the same colour is taken off)',
    editorEmpty: 'Empty',
    editorToMove: 'Side to move',
    editorClear: 'Clear the board',
    editorStart: 'Starting position',
    editorPlayers: 'Players',
    editorVsComputer: 'You ({color}) against {name}',
    editorComputers: '{black} (black) against {white} (white)',
    editorPlay: 'Play from here',
    editorAnalyse: 'Analyse',
    editorAnalyseNote: '“Analyse” starts a game for two people with the hints on: the engine scores every legal move, whichever side is to move.',
    editorChecking: 'Checking the position…',
    editorMovesOne: '{color} to move: 1 legal move.',
    editorMovesMany: '{color} to move: {n} legal moves.',
    editorNoMoveSide: '{color} has no legal move here, but {other} has: give the move to {other} to play this position.',
    editorSwitchSide: 'Give the move to {other}',
    editorNoMoves: 'Neither side has a legal move: no game can be played from this position.',
    editorCheckFailed: 'The position could not be checked: {message}',
    explanationTitle: 'The computer’s reasoning',
    explanationNone: 'When the computer plays, the reason for its move appears here.',
    graphTitle: 'Evaluation (disc difference, black’s view)',
    graphLoading: 'Calculating…',
    graphAxisBlack: 'Black ahead',
    graphAxisWhite: 'White ahead',
    analysisTitle: 'Review of the game',
    analysisLoading: 'Looking through the game…',
    analysisClean: 'No mistakes were found.',
    opening: 'Opening: {name}',
    balancedOpening: 'Balanced random opening',
    balancedOpeningNote: 'Starts after one of 100 near-even openings of 8 moves, drawn at random, so no two games start alike.',
    balancedOpeningPlayed: 'Balanced opening no. {number}: the first {plies} moves were drawn at random',
    openingMove: 'balanced opening',
    analysisMove: '{n}. {color} {move}',
    moveRowNumber: '{n}.',
    movePlyNumber: '{n}',
    labelSeparator: ', ',
    moveScore: 'score {score}',
    moveBestWas: 'best was {best} ({bestScore})',
    moveLegendScore: 'numbers: score for the mover',
    moveLegendOther: 'underlined: not the best',
    plySlider: 'Step through the game',
    plySliderKeys: '← → Home End',
    plyOfGame: 'Move {n} of {total}',
    graphLabel: 'Evaluation graph: choose a move with ← →, show it with Enter',
    graphPoint: 'Move {n}, {score} for black',
    graphPointStart: 'The start, {score} for black',
    analysisBetter: 'Better: {best} ({bestScore}); played: {score}',
    analysisRefutation: 'After {move}, {color} answers {line}',
    analysisBestLine: 'Best was {best}: {line}',
    analysisLeftBook: '{color} left the opening book with {n}. {move}.',
    analysisAllBook: 'Every move was a book move.',
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
    dialogTitle: 'New game',
    mode: 'Kind of game',
    modeComputer: 'Against the computer',
    modeTwo: 'Two people on this screen',
    modeWatch: 'Computer against computer',
    yourColor: 'Your colour',
    blackFirst: 'Black (moves first)',
    whiteSecond: 'White (moves second)',
    opponent: 'Opponent',
    blackPlayer: 'Black computer',
    whitePlayer: 'White computer',
    startGame: 'Start',
    cancel: 'Cancel',
    errorNetwork: 'Cannot reach the server ({detail})',
    errorServer: 'Server error: {message}',
    errorNotFound: 'Game {id} was not found. A new game has started.',
    errorAddressSetup: "The address's starting position cannot be used ({message}). Started from the usual start instead.",
    errorAddressPlayer: "The address's player cannot be used ({message}). {name} plays instead.",
    reasonAtMove: "Move {move} '{token}': ",
    reason_not_a_square: 'not a square (a1 to h8)',
    reason_not_legal: 'not legal here (legal: {legal})',
    reason_game_over: 'the game is already over',
    reason_must_pass: 'no move to play: this side must pass',
    reason_pass_not_allowed: 'a pass is only allowed with no move to play (legal: {legal})',
    reason_bad_square: "square {number} ({square}): '{text}' is not X, O, *, - or .",
    reason_too_few_squares: 'a board has 64 squares, this one {count}',
    reason_side_missing: 'the side to move (X or O) is missing after the 64 squares',
    reason_bad_side: "the side to move after the 64 squares is X or O, not '{text}'",
    reason_unknown_player: "there is no {color} player '{name}'",
    reason_no_moves: 'neither side can move in this position: there is no game to play',
    errorOutOfSync: 'This game had moved on elsewhere. Showing it as it is now.',
    dismiss: 'Dismiss',
    loading: 'Loading…',
    yourGames: 'Your games',
    gamesTitle: 'Your games',
    gamesNote: 'The games started, imported or played online in this browser, newest first. Anyone you gave a link to can open one too.',
    gamesEmpty: 'No games started in this browser yet.',
    gamesError: 'The list of games could not be loaded: {message}',
    gamesMore: 'Show more',
    gamesClose: 'Close',
    gamesReview: 'Review',
    gamesContinue: 'Continue',
    gamesPlayers: 'Black: {black} · White: {white}',
    gamesYou: 'You',
    gamesTwoPlayers: 'Two players at this board',
    gamesUnfinished: 'Unfinished, {color} to move',
    gamesMove: '{n} move',
    gamesMoves: '{n} moves',
    gamesFromPosition: 'from a set-up position',
    gamesOnline: 'Online game · you played {color}',
    gamesImportedPlayers: 'Black: {black} · White: {white} (imported)',
    gamesUnnamed: 'unnamed',
    gamesOnlineError: 'Ended online games could not be added to the list: {message}',
    gamesExportGgf: 'GGF',
    gamesExportTranscript: 'Transcript',
    gamesImport: 'Import a file…',
    gamesImporting: 'Importing {file}…',
    gamesImported: 'Imported {n} games from {file}',
    gamesImportedOne: 'Imported 1 game from {file}',
    gamesImportError: '{file} could not be imported (nothing was imported): {message}',
    gamesImportTooBig: '{file} is larger than 64 KiB and cannot be imported here (reversi games import takes large files)',
    modeOnline: 'Play online (send a link)',
    colorRandom: 'Random',
    clock: 'Clock (minutes + seconds added per move)',
    clockNone: 'None',
    onlineNote: 'Creating the game gives you a link for your opponent and one for spectators.',
    onlineTitle: 'Online game',
    youPlay: 'You play {color}',
    watching: 'You are watching',
    opponentRole: 'opponent',
    rolePresence: '{role}, {presence}',
    present: 'online',
    away: 'away',
    spectators: '{n} watching',
    opponentToMove: '{color} to move (your opponent)',
    onlineConnecting: 'Connecting…',
    onlineReconnecting: 'Connection lost. Reconnecting…',
    onlineClosed: 'Disconnected',
    playingOffline: 'Playing offline: this game is kept in this browser and saved to the server once it can be reached.',
    offlineStored: 'Saved to the server: {n} games played offline.',
    offlineStoredOne: 'Saved to the server: the game played offline.',
    offlineWaiting: '{n} games played offline are kept in this browser, waiting to be saved to the server.',
    offlineWaitingOne: 'A game played offline is kept in this browser, waiting to be saved to the server.',
    errorOfflineLoad: 'The server cannot be reached, so game {id} could not be opened. A new game has started offline.',
    onlineOffline: 'Offline: needs the network',
    onlineOfflineStatus: 'You are offline. Online play needs the network; it goes on once you are connected.',
    errorOnlineOffline: 'You are offline. Creating an online game needs the network.',
    resign: 'Resign',
    resignQuestion: 'Resign this game?',
    resignYes: 'Resign',
    resignNo: 'Keep playing',
    abort: 'Abort the game',
    claimWin: 'Claim the win (opponent away)',
    claimWinIn: 'Claim the win (in {s} s)',
    rematchOffer: 'Offer a rematch (colours swap)',
    rematchWaiting: 'Waiting for your opponent…',
    rematchAccept: 'Accept the rematch',
    rematchOffered: 'Your opponent offers a rematch',
    rematchStarted: 'New game: you play {color}',
    showLinks: 'Show the links',
    linksTitle: 'Links to this game',
    linksIntro: 'Send this link to your opponent: it gives them the {color} seat.',
    linksIntroGuest: 'Anyone with the spectator link can watch, never move.',
    linkOpponent: 'Your opponent’s link',
    linkSpectator: 'Link for spectators',
    linksKeep: 'Your own seat is kept in this browser: this page’s address brings you back to it.',
    copyLink: 'Copy',
    copyLinkFailed: 'Could not copy. The link: {text}',
    linksDone: 'Go to the game',
    endResigned: '{winner} wins: {loser} resigned',
    endTime: '{winner} wins on time',
    endAbandoned: '{winner} wins: {loser} left the game',
    endAborted: 'The game was aborted',
    errorRefused: 'The server refused: {message}',
    errorNoSuchGame: 'There is no online game {id}. A new game has started.',
    errorWrongSeat: 'This seat link is not valid for this game.',
    errorClosed: 'The server closed the connection: {reason}',
    titleYourMove: '● Your move — Reversi',
    titleGameOver: '● Game over — Reversi',
  },
};

const LANGUAGES = Object.keys(TEXTS);

function defaultLanguage() {
  const preferred = navigator.languages?.[0] ?? navigator.language ?? 'en';
  return preferred.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

let current = LANGUAGES.includes(loadSetting('language')) ? loadSetting('language') : defaultLanguage();

export function language() {
  return current;
}

/**
 * Whether the move list numbers every ply, as Japanese players write a game (1手目, 2手目,
 * ...); English lists number each row of black's and white's moves by its first ply.
 */
export function numbersEveryPly() {
  return current === 'ja';
}

/** Chooses the language, remembers it, and rewrites the static texts of the page. */
export function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  current = lang;
  saveSetting('language', lang);
  applyStaticTexts();
}

/** The text for key in the current language, with {name} placeholders filled from vars. */
export function t(key, vars = {}) {
  const text = TEXTS[current][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/** Whether the page has a text for `key` (in any language). */
export function hasText(key) {
  return key in TEXTS[current] || key in TEXTS.en;
}

/** Picks the current language from a {ja, en} object the server sends. */
export function localized(pair) {
  if (!pair) return '';
  return pair[current] ?? pair.en ?? '';
}

/** The name of a colour ('black' | 'white') for sentences; lower case for square labels. */
export function colorName(color, { lower = false } = {}) {
  return t(lower ? `${color}Lower` : color);
}

/**
 * "Black wins 40-24" / "黒 40 : 白 24 で黒の勝ち" from a result {black, white, winner} (the
 * discs). A game that ended with empty squares is scored as the federations score it, the
 * empties to the winner (half each in a draw), and the discs are said beside.
 */
export function resultText(result) {
  const key = { black: 'resultBlack', white: 'resultWhite', draw: 'resultDraw' }[result.winner];
  const empties = 64 - result.black - result.white;
  if (empties === 0) return t(key, { black: result.black, white: result.white });
  const share = (color) => {
    if (result.winner === 'draw') return result[color] + empties / 2;
    return result[color] + (result.winner === color ? empties : 0);
  };
  const score = t(key, { black: share('black'), white: share('white') });
  return t('resultWithEmpties', { score, black: result.black, white: result.white });
}

/**
 * How an online game ended (the `end` of the protocol's state): the score when nobody could
 * move, else the reason, e.g. "Black wins on time" / "白の時間切れで黒の勝ち".
 */
export function endText(end) {
  const names = { winner: colorName(end.winner), loser: colorName(end.color) };
  switch (end.reason) {
    case 'resigned':
      return t('endResigned', names);
    case 'time':
      return t('endTime', names);
    case 'abandoned':
      return t('endAbandoned', names);
    case 'aborted':
      return t('endAborted');
    default:
      return resultText({ ...end.counts, winner: end.winner });
  }
}

/** Scores as players write them: +2, 0, -4. */
export function formatScore(score) {
  return score > 0 ? `+${score}` : String(score);
}

/** A line of play as the API gives it (["e6", "pass", "f4"]): "e6 pass f4" / "e6 パス f4". */
export function formatLine(line) {
  return line.map((move) => (move === 'pass' ? t('pass') : move)).join(' ');
}

export function applyStaticTexts(root = document) {
  document.documentElement.lang = current;
  document.title = t('title');
  for (const element of root.querySelectorAll('[data-i18n]')) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const element of root.querySelectorAll('[data-i18n-placeholder]')) {
    element.placeholder = t(element.dataset.i18nPlaceholder);
  }
  for (const element of root.querySelectorAll('[data-i18n-label]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nLabel));
  }
}
