/**
 * Every word the app shows, in English: the source the other languages translate, and the shape
 * (type Messages) their files must match key for key. A message is a string, or a function of one
 * object whose fields it destructures in its signature (so a test can check each language reads the
 * same fields). A sentence is one message: never glue translated pieces together. Numbers, plurals,
 * ordinals, lists and dates go through `f` (Intl).
 */
import { formatsFor } from './format.js';

const f = formatsFor('en');

const minutesOf = (n: number) => f.plural(n, { one: `${f.number(n)} minute`, other: `${f.number(n)} minutes` });
const movesOf = (n: number) => f.plural(n, { one: `${f.number(n)} move`, other: `${f.number(n)} moves` });
const LINK_AGAIN = 'Paste it in a message: it opens this game in 24/7.';

export const en = {
  app: {
    title: '24/7',
  },
  common: {
    back: 'Back',
    close: 'Close',
    dismiss: 'Dismiss',
    home: 'Home',
    settings: 'Settings',
    share: 'Share',
    shareGame: 'Share this game',
    newGame: 'New game',
    continue: 'Continue',
    minutesShort: 'min',
    minutes: ({ n }: { n: number }) => minutesOf(n),
    moves: ({ n }: { n: number }) => movesOf(n),
    tiles: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} tile`, other: `${f.number(n)} tiles` }),
    /** "1st", "2nd", "3rd", "4th". */
    place: ({ n }: { n: number }) =>
      f.ordinal(n, { one: `${f.number(n)}st`, two: `${f.number(n)}nd`, few: `${f.number(n)}rd`, other: `${f.number(n)}th` }),
    /** A place shared with others: "=2nd". */
    sharedPlace: ({ n }: { n: number }) =>
      f.ordinal(n, { one: `=${f.number(n)}st`, two: `=${f.number(n)}nd`, few: `=${f.number(n)}rd`, other: `=${f.number(n)}th` }),
    list: ({ items }: { items: readonly string[] }) => f.list(items),
    /** A score's parts: "Sum of 24 +40, Run of 3 +30, ×2". */
    parts: ({ items }: { items: readonly string[] }) => f.parts(items),
    versus: ({ names }: { names: readonly string[] }) => names.join(' vs '),
  },
  seats: {
    human: 'Human',
    easy: 'Easy AI',
    medium: 'Medium AI',
    hard: 'Hard AI',
    you: 'You',
    player: ({ n }: { n: number }) => `Player ${f.number(n)}`,
    /** A second AI of the same level: "Medium AI 2". */
    numbered: ({ name, n }: { name: string; n: number }) => `${name} ${f.number(n)}`,
  },
  combos: {
    sum7: 'Sum of 7',
    sum24: 'Sum of 24',
    run3: 'Run of 3',
    run4: 'Run of 4',
    run5: 'Run of 5',
    run6: 'Run of 6',
    set3: 'Set of 3',
    set4: 'Set of 4',
    bonus24in7: '24 in 7',
    bonus247: '24/7 bonus',
  },
  /** "Run of 4 +40" */
  combo: ({ name, minutes }: { name: string; minutes: number }) => `${name} +${f.number(minutes)}`,
  /** The placement doubled by a 2x cell. */
  doubled: '×2',
  lines: { row: 'row', column: 'column', diagonal: 'diagonal' },
  cells: {
    /** 1-based, as people count. */
    name: ({ r, c }: { r: number; c: number }) => `Row ${f.number(r)}, column ${f.number(c)}`,
    pending: ({ v, minutes }: { v: number; minutes: number }) => `tile ${f.number(v)}, not placed yet, ${minutesOf(minutes)}`,
    tile: ({ v }: { v: number }) => `tile ${f.number(v)}`,
    empty: 'empty',
    fits: ({ v }: { v: number }) => `up to ${f.number(v)} fits`,
    outOfTime: 'out of time',
    double: 'double',
    start: 'start',
    last: 'last move',
    hint: ({ v }: { v: number }) => `hint: ${f.number(v)}`,
    /** The parts of a cell's accessible name, position first. */
    label: ({ parts }: { parts: readonly string[] }) => parts.join(', '),
  },
  refusals: {
    tooBig: ({ v, line, sum }: { v: number; line: string; sum: number }) =>
      `${f.number(v)} does not fit here: the ${line} would sum to ${f.number(sum)}`,
    occupied: ({ v }: { v: number }) => `That cell already holds the tile ${f.number(v)}`,
    notTouching: 'A tile must touch another tile (corners count)',
    notInHand: ({ v }: { v: number }) => `There is no ${f.number(v)} in this hand`,
    gameOver: 'The game is over',
    badMove: 'That is not a cell of the board',
  },
  game: {
    board: 'Board, 7 rows by 7 columns',
    scoreboard: 'Scoreboard',
    pile: ({ n }: { n: number }) => f.plural(n, { one: `Pile: ${f.number(n)} tile`, other: `Pile: ${f.number(n)} tiles` }),
    pileWord: 'pile',
    openHand: ({ name, tiles }: { name: string; tiles: readonly number[] }) =>
      tiles.length === 0 ? `${name}'s hand: empty` : `${name}'s hand: ${f.list(tiles.map(f.number))}`,
    movesButton: 'Moves',
    rackTile: ({ v }: { v: number }) => `Tile ${f.number(v)}`,
    handHidden: 'Hand hidden',
    yourTiles: 'Your tiles',
    theirTiles: ({ name }: { name: string }) => `${name}'s tiles`,
    noTilesLeft: 'No tiles left',
    notYourTurn: 'It is not your turn yet',
    pickFirst: 'Pick a tile from your rack first',
    noSuchTile: ({ v }: { v: number }) => `There is no ${f.number(v)} in your rack`,
    skippedNotice: ({ names }: { names: readonly string[] }) =>
      f.plural(names.length, {
        one: `${f.list(names)} cannot place a tile: turn skipped`,
        other: `${f.list(names)} cannot place a tile: turns skipped`,
      }),
  },
  status: {
    aiFailed: ({ reason }: { reason: string }) => `The AI could not move. ${reason}`,
    tryAgain: 'Try again',
    noCombination: 'No combination here',
    takeBack: 'Take back',
    place: 'Place',
    gameOver: 'Game over',
    results: 'Results',
    thinking: ({ name }: { name: string }) => `${name} is thinking`,
    yourTurn: 'Your turn: drag a tile onto the board',
    theirTurnHere: ({ name }: { name: string }) => `${name}, your turn: drag a tile onto the board`,
    toMove: ({ name }: { name: string }) => `${name} to move`,
    drop: ({ v }: { v: number }) => `Drop the ${f.number(v)} on a lit cell`,
    tapCell: ({ v }: { v: number }) => `Now tap a lit cell for your ${f.number(v)}`,
    hintShown: ({ v, r, c }: { v: number; r: number; c: number }) => `Hint: ${f.number(v)} on row ${f.number(r)}, column ${f.number(c)}`,
    hint: 'Hint',
    hintThinking: 'Thinking…',
    noHint: ({ reason }: { reason: string }) => `No hint this time: ${reason}`,
  },
  ai: {
    illegal: 'The AI chose a move the rules refuse.',
    cannotStart: 'The AI could not start.',
    cannotAsk: 'The AI could not be asked.',
    crashedTwice: 'The AI stopped unexpectedly; it was restarted and stopped again. Try again, or reload the app if it keeps happening.',
    tooSlow: 'The AI took too long to answer and was restarted. Try again.',
    stopped: 'The AI was stopped.',
    problem: 'The AI ran into a problem it could not handle.',
  },
  announce: {
    placed: ({ name, v, r, c }: { name: string; v: number; r: number; c: number }) =>
      `${name} placed ${f.number(v)} on row ${f.number(r)}, column ${f.number(c)}, no minutes.`,
    scored: ({ name, v, r, c, combos, minutes }: { name: string; v: number; r: number; c: number; combos: string; minutes: number }) =>
      `${name} placed ${f.number(v)} on row ${f.number(r)}, column ${f.number(c)}: ${combos} (${minutesOf(minutes)}).`,
    skipped: ({ name }: { name: string }) => `${name} cannot place a tile and is skipped.`,
    toMove: ({ name }: { name: string }) => `${name} to move.`,
    over: ({ names, minutes }: { names: readonly string[]; minutes: number }) =>
      f.plural(names.length, {
        one: `Game over. ${f.list(names)} wins with ${minutesOf(minutes)}.`,
        other: `Game over. ${f.list(names)} share first place with ${minutesOf(minutes)}.`,
      }),
  },
  log: {
    title: 'Moves',
    close: 'Close the moves',
    empty: 'No moves yet. The first tile goes next to the start tile.',
    where: ({ r, c }: { r: number; c: number }) => `row ${f.number(r)}, col ${f.number(c)}`,
    tile: ({ v }: { v: number }) => `tile ${f.number(v)}`,
    skipped: ({ name }: { name: string }) => `${name} cannot place a tile: skipped`,
    earlier: 'Show earlier moves',
  },
  handoff: {
    pass: ({ name }: { name: string }) => `Pass to ${name}`,
    tap: 'Tap when ready',
    lookAway: ({ name }: { name: string }) => `The other players look away: ${name}'s tiles will show.`,
  },
  results: {
    kicker: 'Game over',
    youWin: 'You win!',
    wins: ({ name }: { name: string }) => `${name} wins`,
    shareWin: ({ names }: { names: readonly string[] }) => `${f.list(names)} share the win`,
    combinations: 'Combinations',
    none: 'none',
    rematch: 'Rematch',
    seeBoard: 'See the board',
    noTilesLeft: 'no tiles left',
    tilesLeft: ({ n, tiles }: { n: number; tiles: readonly number[] }) => `${f.number(n)} left: ${tiles.map(f.number).join(' ')}`,
    /** The leaders had the same minutes; fewer tiles left decided. */
    tieBreak: ({
      tied,
      minutes,
      winners,
      left,
      others,
    }: {
      tied: readonly string[];
      minutes: number;
      winners: readonly string[];
      left: number;
      others: readonly number[];
    }) =>
      `${f.list(tied)} ${tied.length === 2 ? 'both have' : 'all have'} ${minutesOf(minutes)}; ${f.list(winners)} ${
        winners.length > 1 ? 'share first place' : 'wins'
      } with fewer tiles left (${f.number(left)} against ${f.list(others.map(f.number))}).`,
    sharedFirst: ({ names }: { names: readonly string[] }) =>
      `${f.list(names)} have the same minutes and the same number of tiles left, so they share first place.`,
  },

  /** Words more than one menu screen shows (en.ts's `common` has the rest). */
  shared: {
    /** The mark printed on a double cell. */
    doubleMark: '2x',
    /** Minutes gained: "+40". */
    gain: ({ n }: { n: number }) => `+${f.number(n)}`,
    /** "10 + 8 + 6 = 24" */
    sum: ({ tiles, total }: { tiles: readonly number[]; total: number }) => `${tiles.map(f.number).join(' + ')} = ${f.number(total)}`,
  },
  loading: {
    /** A screen's code could not be fetched (offline before it was cached); a Try again button follows. */
    failed: 'This screen could not be loaded. Check the connection, then try again.',
  },
  home: {
    tagline: 'Two table games to play anywhere, even offline',
    menu: 'Menu',
    movesPlayed: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} move played`, other: `${f.number(n)} moves played` }),
    games: 'Games',
    rules: 'How to play',
  },
  newGame: {
    players: 'Players',
    name: ({ n }: { n: number }) => `Player ${f.number(n)} name`,
    remove: ({ n }: { n: number }) => `Remove player ${f.number(n)}`,
    playsAs: ({ n }: { n: number }) => `Player ${f.number(n)} plays as`,
    addPlayer: 'Add a player',
    whoStarts: 'Who starts',
    random: 'Random',
    openHands: 'Open hands',
    openHandsDetail: 'Everyone’s tiles face up, for learning together.',
    start: 'Start game',
    /** Which of the two games to play. */
    game: 'Game',
    /** 7 Jours: who deals the first round. */
    firstDealer: 'First dealer',
    randomDealer: 'Random',
  },
  /** The two games, as Home and New game list them. */
  games: {
    twentyFourSeven: { name: '24/7', line: 'Place tiles, make 7s and 24s, gather the most minutes' },
    septJours: { name: '7 Jours 4 Éléments', line: 'Cut seven cards into packets, pick yours, rule the four elements' },
  },
  settings: {
    confirm: 'Confirm each placement',
    confirmDetail: 'Show the tile and its minutes first, with Place and Take back.',
    hints: 'Hints',
    hintsDetail: 'A Hint button on your turn suggests a move.',
    vibration: 'Vibration',
    vibrationDetail: 'A short buzz when a tile lands, on phones that can.',
    motion: 'Motion',
    motionSystem: 'Follow the system setting',
    motionReduced: 'Always reduce motion',
    language: 'Language',
    /** The language setting 'auto': the first of the device's languages the app speaks. */
    languageDevice: 'Follow the device',
    /** A language chosen while offline before it was ever downloaded; `name` is that language named in itself. */
    languageOffline: ({ name }: { name: string }) =>
      `${name} needs a connection the first time it is chosen. Connect, then choose it again.`,
    sound: 'Sound',
    soundDetail: 'Short, quiet sounds as tiles and cards are played.',
    volume: 'Volume',
    /** The volume setting's value, from 0 to 1. */
    volumeValue: ({ share }: { share: number }) => f.percent(share),
  },
  history: {
    statistics: 'Statistics',
    importGame: 'Import a game',
    inPlay: 'In play',
    /** A game in play: when it was last played, relative ("2 days ago"), and how far it got. */
    lastPlayed: ({ when, n }: { when: number; n: number }) => `${f.ago(when)} · ${movesOf(n)}`,
    finished: 'Finished',
    noneFinished: 'No finished games yet. Each game you finish is kept here, to replay move by move.',
    /** A game among people only: who took first place. */
    won: ({ names }: { names: readonly string[] }) => `${f.list(names)} won`,
    youWon: 'Won',
    youLost: 'Lost',
    damaged: 'Could not be opened',
    /** `reason` is a sentence from `savedProblems` or `recordProblems`. */
    damagedSave: ({ reason }: { reason: string }) => `This saved game could not be opened. ${reason}`,
    exportIt: 'Export it',
    delete: 'Delete',
    confirmDelete: 'Delete this saved game for good?',
    unavailable: 'Saved games are not available in this browser.',
    unreadable: 'Saved games could not be read.',
  },
  stats: {
    finishedCount: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} game finished`, other: `${f.number(n)} games finished` }),
    against: 'Against',
    played: 'Played',
    won: 'Won',
    /** Games with no AI at the table. */
    people: 'Friends only',
    /** Wins are not counted for games among people only. */
    notCounted: '–',
    best: 'Best score',
    /** Under the best score: who made it, and on what day. */
    bestBy: ({ name, when }: { name: string; when: number }) => `${name}, ${f.day(when)}`,
    noBest: 'Finish a game to set one.',
    combos: 'Your combinations',
    bonuses: 'Your majorities and minorities',
    notSaving: 'Statistics need saved games, and this browser is not saving.',
  },
  /** The review of a game: every move judged from what its player could see then, against the Hard AI's choice. */
  review: {
    title: 'Game review',
    open: 'Review this game',
    /** While the worker judges the moves. */
    running: ({ done, total }: { done: number; total: number }) => `Reviewing move ${f.number(done + 1)} of ${f.number(total)}…`,
    progress: 'Review progress',
    cancel: 'Stop',
    stopped: ({ done, total }: { done: number; total: number }) =>
      `Review stopped after ${f.number(done)} of ${f.number(total)} moves. It goes on from there.`,
    resume: 'Go on with the review',
    failed: ({ reason }: { reason: string }) => `The review stopped: ${reason}`,
    retry: 'Try again',
    accuracy: 'Accuracy',
    /** A player's accuracy, 0 to 100. */
    accuracyValue: ({ n }: { n: number }) => f.percent(n / 100),
    noMoves: 'No move to judge',
    givenAway: ({ n }: { n: number }) => `${minutesOf(Math.round(n))} given away`,
    givenAwayPoints: ({ n }: { n: number }) =>
      f.plural(Math.round(n), {
        one: `${f.number(Math.round(n))} point given away`,
        other: `${f.number(Math.round(n))} points given away`,
      }),
    bestFound: ({ n, total }: { n: number; total: number }) => `Best move found ${f.number(n)} of ${f.number(total)} times`,
    marks: { best: 'Best', good: 'Good', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' },
    /** Whose moves the lists show. */
    whose: 'Moves of',
    costliest: 'Costliest moves',
    noneCostly: 'Nothing given away: every move was as good as the review’s.',
    allMoves: 'Every move',
    move: ({ n }: { n: number }) => `Move ${f.number(n)}`,
    played: 'Played',
    better: 'Better',
    same: 'The review’s choice too',
    forced: 'The only move',
    /** What the review expects of a move: its chance to finish first and its mean lead (or gap) at the end. */
    expected: ({ win, margin }: { win: number; margin: number }) =>
      `Wins ${f.percent(win)} · ${margin >= 0 ? 'ahead' : 'behind'} by ${minutesOf(Math.abs(Math.round(margin)))} on average`,
    expectedPoints: ({ win, margin }: { win: number; margin: number }) =>
      `Wins ${f.percent(win)} · ${margin >= 0 ? 'ahead' : 'behind'} by ${f.number(Math.abs(Math.round(margin)))} points on average`,
    /** A move's immediate score. */
    now: ({ n }: { n: number }) => `+${f.number(n)} now`,
    /** A placement, rows and columns from 1 (the move stores them from 0). */
    placement: ({ v, r, c }: { v: number; r: number; c: number }) => `${f.number(v)} on row ${f.number(r + 1)}, column ${f.number(c + 1)}`,
    /** What the seat could see when it moved (24/7: its own tiles; the other hands and the pile stay hidden). */
    knew: ({ name }: { name: string }) => `${name}’s tiles then`,
    pile: ({ n }: { n: number }) => f.plural(n, { one: '1 tile in the pile', other: `${f.number(n)} tiles in the pile` }),
    boardPlayed: ({ n }: { n: number }) => `The board after move ${f.number(n)} as played`,
    boardBetter: ({ n }: { n: number }) => `The board after move ${f.number(n)} with the better move`,
    /** 7 Jours: the packet taken, or the deal made. */
    tookPacket: ({ n }: { n: number }) => `Packet ${f.number(n)}`,
    dealtPackets: ({ shift }: { shift: number }) => (shift === 0 ? 'Cut as laid out' : `Shifted ${f.number(Math.abs(shift))}, then cut`),
    /** How to play: how the review judges a move, and what accuracy is. */
    howTitle: 'The game review',
    howJudge:
      'Review this game, after a game, weighs every move from what its player could see then: the table, the scores and their own hand, never the other hands or what was still to come. The Hard AI, given three times its usual time, plays the move made and its own choice out in the same few thousand imagined endings, and compares how often each finishes first and by how much.',
    howMarks:
      'A move is marked by how much of that chance it gave away: Best (the review’s choice, or just as good), Good, Inaccuracy (2 points in 100), Mistake (5 in 100) and Blunder (10 in 100 or more). The minutes or points given away are the lead each move lost on average.',
    howAccuracy:
      'Accuracy: a move as good as the review’s choice counts 100%, a blunder 0%, the others in between, in proportion to what they gave away. A player’s accuracy is the average over their moves; a move with no choice does not count.',
  },
  /** Taking moves back against the AI (never in pass-and-play, a daily deal, or once the game is over). */
  takeBacks: {
    /** The button's short word, beside its icon. */
    short: 'Undo',
    button: 'Take back my last move',
    done: 'Move taken back. The tiles come in the same order: you draw what you drew before.',
    count: ({ n }: { n: number }) => f.plural(n, { one: 'One move taken back', other: `${f.number(n)} moves taken back` }),
    failed: ({ reason }: { reason: string }) => `That move could not be taken back: ${reason}`,
    /** Statistics: finished games in which moves were taken back, counted apart. */
    withTakeBacks: 'With take-backs',
    straight: 'Games played straight',
    /** Statistics: only games played straight set a best score. */
    noBestStraight: 'Only games played without take-backs set a best score.',
  },
  /** The daily deal: one 24/7 deal a day, the same for every player, one on one against the Medium AI. */
  daily: {
    title: 'Daily deal',
    today: 'Today’s deal',
    /** The deal's number, counted from the first daily deal. */
    deal: ({ n }: { n: number }) => `Deal #${f.number(n)}`,
    /** A deal of the calendar: its number and its day. */
    dealOn: ({ n, when }: { n: number; when: number }) => `Deal #${f.number(n)} · ${f.day(when)}`,
    against: 'One on one against the Medium AI',
    youStart: 'You move first',
    aiStarts: 'The AI moves first',
    play: 'Play',
    /** A day's state in the calendar, and the counts under it. */
    played: 'Played',
    won: 'Won',
    lost: 'Lost',
    notPlayed: 'Not played yet',
    begun: 'In play',
    future: 'Not open yet',
    streak: 'Streak',
    longestStreak: 'Longest streak',
    /** A streak's length. */
    days: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} day`, other: `${f.number(n)} days` }),
    oncePerDay: 'You can play each day once',
    noRestart: 'This deal cannot be restarted once begun',
    doneToday: 'Today’s deal is played. A new one comes at midnight.',
    calendar: 'Past deals',
    calendarDetail: 'Every deal since the first one can still be played, each once.',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    yourResult: 'Your result',
    friendResult: 'A friend’s result',
    /** A result's minutes, then the opponent's (`n`). */
    score: ({ minutes, n }: { minutes: number; n: number }) => `${minutesOf(minutes)} to ${f.number(n)}`,
    share: 'Share result',
    /** The first line of a shared result; the line of symbols and the link follow. */
    shareWon: ({ n, minutes }: { n: number; minutes: number }) =>
      `24/7 daily #${f.number(n)}: ${f.number(minutes)} min, won against the Medium AI`,
    shareLost: ({ n, minutes }: { n: number; minutes: number }) =>
      `24/7 daily #${f.number(n)}: ${f.number(minutes)} min, lost to the Medium AI`,
    /** The key to the shared result's symbols (each combination's name is en.ts's `combos`). */
    legend: 'What the symbols mean',
    legendDoubled: 'A placement on a 2x cell',
    /** Home's card on a deal played (Play and Continue are `play` and common.continue). */
    seeResult: 'See result',
    /** Days played in a row, up to today. */
    streakOf: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)}-day streak`, other: `${f.number(n)}-day streak` }),
    /** A day of the calendar, for screen readers: its date, its deal, and `state` (one of the states above). */
    dayLabel: ({ when, n, state }: { when: number; n: number; state: string }) => `${f.day(when)}, deal #${f.number(n)}: ${state}`,
    resultCopied: 'Result copied. Paste it in a message: its link opens the same deal.',
    /** The daily deals' figures, in Statistics. */
    statistics: 'Daily deals',
    /** Why a daily deal link cannot be opened. */
    linkProblems: {
      empty: 'This link names no daily deal.',
      date: 'This link names a day that has no daily deal.',
      future: 'This link names a day that has not come yet anywhere in the world.',
      characters: 'This link is damaged: it holds characters a daily deal link never has. Copy the whole link again.',
      short: 'This link is incomplete: it was probably cut short when it was copied. Copy the whole link again.',
      damaged: 'This link is damaged: some of its characters were changed. Copy the whole link again.',
      newer: 'This link was made by a newer version of 24/7. Update the app to open it.',
      impossible: 'The result in this link cannot come from a real game: it was changed.',
    },
  },
  importing: {
    intro: 'Open a game someone shared with you, or one you saved. A finished game opens as a replay; a game in play carries on here.',
    fromFile: 'From a file',
    chooseFile: 'Choose a file',
    fileHint: 'A .json game file saved from this app',
    pasteTitle: 'Paste a link or game text',
    placeholder: 'https://…#game=…\nor { "game": "24-7", … }',
    paste: 'Paste',
    open: 'Open',
    /** `reason` is a sentence from `recordProblems`. */
    failedFile: ({ reason }: { reason: string }) => `This game file could not be opened. ${reason}`,
    failedText: ({ reason }: { reason: string }) => `This game text could not be opened. ${reason}`,
    failedLink: ({ reason }: { reason: string }) => `This game link could not be opened. ${reason}`,
    empty: 'Paste a game link or the text of a game file first.',
    foreign:
      'This is not a game of 24/7 or 7 Jours. Paste a game link (it contains “#game=”) or the text of a game file (it starts with “{”).',
    emptyFile: 'This file is empty: it holds no game.',
    bigFile: 'This file is too big to be a game.',
    notGameFile: 'This file is not a game file of 24/7 or 7 Jours.',
    unreadableFile: 'This file could not be read. Try choosing it again.',
    clipboard: 'The clipboard could not be read here. Paste into the box instead (long press, then Paste).',
  },
  /** Why a game link cannot be read (before its game is checked). */
  linkProblems: {
    empty: 'This link holds no game.',
    characters: 'This link is damaged: it holds characters a game link never has. Copy the whole link again.',
    short: 'This link is incomplete: it was probably cut short when it was copied. Copy the whole link again.',
    damaged: 'This link is damaged: some of its characters were changed. Copy the whole link again.',
    newer: 'This link was made by a newer version of 24/7. Update the app to open it.',
  },
  /** What is wrong with a game record (a file, a text, a link or a save), each a sentence of its own. */
  recordProblems: {
    json: 'It is not complete JSON: perhaps only part of it was copied.',
    notObject: 'It does not hold a game record.',
    unknownGame: ({ game }: { game: string }) => `It holds a game this app does not play (“${game}”).`,
    newerVersion: ({ version }: { version: number }) =>
      `It was made by a newer version of 24/7 (record version ${f.number(version)}). Update the app to open it.`,
    /** `field` is the record's own name for it, as written in the file. */
    field: ({ field }: { field: string }) => `Something is wrong with its “${field}” field.`,
    malformedMove: ({ move }: { move: number }) => `Move ${f.number(move)} is not written the way a move is.`,
    /** A move the rules refuse; `reason` is the refusal, a sentence (en.ts's `refusals`). Rows and columns count from 1. */
    refusedMove: ({ move, v, r, c, reason }: { move: number; v: number; r: number; c: number; reason: string }) =>
      `Move ${f.number(move)} (tile ${f.number(v)} on row ${f.number(r)}, column ${f.number(c)}) breaks the rules. ${reason}.`,
    brokenMove: ({ move }: { move: number }) => `Move ${f.number(move)} breaks the rules.`,
  },
  /** What is wrong with a saved game besides its record, each a sentence of its own. */
  savedProblems: {
    notSaved: 'It is not a saved game.',
    noId: 'It has no id.',
    /** `text` the format as stored, written as JSON. */
    unknownFormat: ({ text }: { text: string }) => `Its save format (${text}) is not one this app knows.`,
    /** `version` the save's format. */
    newerFormat: ({ version }: { version: number }) => `It was saved by a newer version of 24/7 (save format ${f.number(version)}).`,
    otherGame: 'Its record belongs to another game.',
  },
  share: {
    /** Under the sheet's title: "Ada vs Hard AI · 14 moves · in play"; `title` is en.ts's `common.versus`. */
    aboutInPlay: ({ title, n }: { title: string; n: number }) => `${title} · ${movesOf(n)} · in play`,
    aboutFinished: ({ title, n }: { title: string; n: number }) => `${title} · ${movesOf(n)} · finished`,
    system: 'Share…',
    systemDetail: 'Send the game to a friend or another app',
    copyLink: 'Copy link',
    copyLinkDetail: 'Opens the game in 24/7, even offline',
    saveFile: 'Save as a file',
    copyText: 'Copy as text',
    copyTextDetail: 'To paste in a message or a note',
    manual: 'Text to copy',
    wholeDeck: 'The game holds the whole deck: whoever opens it can see the tiles still to come.',
    savedAs: ({ file }: { file: string }) => `Saved as ${file}`,
    linkCopied: `Link copied. ${LINK_AGAIN}`,
    textCopied: 'Game text copied. Paste it in Import a game to open it.',
    shared: 'Shared.',
    linkInstead: `Sharing did not work here, so the link was copied instead. ${LINK_AGAIN}`,
    copyLinkByHand: 'This browser cannot copy here. Select the link below and copy it.',
    copyTextByHand: 'This browser cannot copy here. Select the text below and copy it.',
    /** What the system share sheet sends: a title, then the summary, whose `items` are `sentScore`s. */
    sentTitle: ({ game }: { game: string }) => `A game of ${game}`,
    sentScore: ({ name, minutes }: { name: string; minutes: number }) => `${name} ${f.number(minutes)}`,
    sentInPlay: ({ items, n }: { items: readonly string[]; n: number }) => `${items.join(', ')} after ${movesOf(n)}.`,
    sentOver: ({ items, winners }: { items: readonly string[]; winners: readonly string[] }) =>
      `${items.join(', ')}: ${f.list(winners)} ${winners.length > 1 ? 'share the win' : 'wins'}.`,
  },
  replay: {
    /** Under the players' names; the day the game started (not the result: a replay should not tell the end first). */
    sub: ({ when }: { when: number }) => `Replay · ${f.day(when)}`,
    /** The step shown: move `move` of `total`, move 0 being the deal. */
    step: ({ move, total }: { move: number; total: number }) => (move === 0 ? 'The deal' : `Move ${f.number(move)} of ${f.number(total)}`),
    scoresAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? 'Minutes after the deal' : `Minutes after move ${f.number(move)} of ${f.number(total)}`,
    boardAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? 'Board after the deal' : `Board after move ${f.number(move)} of ${f.number(total)}`,
    deal: ({ v, name }: { v: number; name: string }) => `The ${f.number(v)} starts the game on the start cell. ${name} plays first.`,
    /** Where the move went, rows and columns from 1. */
    where: ({ r, c }: { r: number; c: number }) => `Row ${f.number(r)}, column ${f.number(c)}`,
    whereDoubled: ({ r, c }: { r: number; c: number }) => `Row ${f.number(r)}, column ${f.number(c)} · 2x cell`,
    doubled: '×2 on a 2x cell',
    noCombination: 'No combination, no minutes.',
    stillInPlay: 'The game stops here: it is still in play.',
    finalRanking: 'Game over · final ranking',
    controls: 'Replay controls',
    slider: 'Move',
    first: 'First move',
    previous: 'Previous move',
    play: 'Play',
    pause: 'Pause',
    next: 'Next move',
    last: 'Last move',
  },
  rules: {
    yourTurn: 'Your turn',
    place: 'Place one tile from your hand (1 to 10) on an empty cell that touches a tile, side by side or corner to corner.',
    limit:
      'No line of touching tiles, across, down or diagonal, may add up to more than 24. The board marks the biggest tile that fits on each cell.',
    score: 'Every line through your tile scores minutes. Then you draw a tile.',
    outOfTime: 'A cell where not even a 1 fits is out of time. A player who cannot place is skipped.',
    end: 'When nobody can place, the most minutes wins; on a tie, fewer tiles left in hand.',
    scoring: 'Scoring',
    /** Names of the scoring table's rows that gather several combinations (the others are en.ts's `combos`). */
    runs: 'Run of 3 to 6',
    sets: 'Set of 3 or 4',
    doubleCell: 'Double cell',
    /** The minutes column: the runs' minutes, from the shortest to the longest; the sets'. */
    minutesRange: ({ low, high }: { low: number; high: number }) => `${f.number(low)} to ${f.number(high)}`,
    minutesEither: ({ low, high }: { low: number; high: number }) => `${f.number(low)}, ${f.number(high)}`,
    sum7: 'A line of two or more tiles adds up to exactly 7.',
    sum24: 'A line adds up to exactly 24.',
    /** `minutes` what each tile of a run adds. */
    run: ({ minutes }: { minutes: number }) =>
      `Consecutive values, up or down, including your tile: ${minutesOf(minutes)} a tile. Only the longest run counts.`,
    set: 'The same value three or four times in a row.',
    bonus24in7: 'A full row, column or long diagonal of 7 tiles that adds up to 24.',
    bonus247: 'One tile makes a 24 in one line and a 7 in another (each pair of lines counts).',
    double: 'A tile placed on a 2x cell doubles everything it scores that turn.',
    /** A picture's description: its rows (`parts`), each its cells in order (a tile's value, "empty", "2x"). */
    example: ({ parts }: { parts: readonly string[] }) => `Example: ${parts.join(' / ')}`,
    /** `tiles` a line that makes a 24 and a run; `minutes` what it scores. */
    together: ({ tiles, minutes }: { tiles: readonly number[]; minutes: number }) =>
      `A line’s sum and its runs or sets all score: ${tiles.map(f.number).join(' ')} is a 24 and a run, ${minutesOf(minutes)}.`,
  },
  storage: {
    unavailable:
      'This browser is not letting 24/7 save (private browsing does this). You can play, but games are kept only until you close the app.',
    full: 'Your device storage is full, so the last move could not be saved. Free some space, or export the game to keep it.',
    newer:
      'Your saved games were written by a newer version of 24/7. Reload to get that version; until then nothing here is saved, and your saves are left untouched.',
    blocked: 'An older copy of 24/7 is still open in another tab. Close it so this one can save.',
    failed: 'Saving failed just now. The game goes on and the app tries again after the next move.',
    otherTab: 'The other tab’s save of this game could not be read, so it stays there.',
    damaged: ({ n }: { n: number }) =>
      f.plural(n, {
        one: 'One saved game could not be opened. It is kept so you can export it.',
        other: `${f.number(n)} saved games could not be opened. They are kept so you can export them.`,
      }),
    seeDamaged: ({ n }: { n: number }) => f.plural(n, { one: 'See it', other: 'See them' }),
  },
  elsewhere: {
    title: 'This game is open in another tab',
    body: 'To keep its save whole, it is played in one place at a time. You can carry on here: the other tab then stops.',
    playHere: 'Play it here',
  },
  install: {
    button: 'Install app',
    /** iOS Safari, after a picture of its Share icon; "Share" and "Add to Home Screen" are Safari's own words. */
    iosHint: 'To install, tap Share (the square with an arrow), then Add to Home Screen.',
  },
  update: {
    ready: 'A new version is ready',
    update: 'Update',
    updating: 'Updating…',
    notNow: 'Not now',
  },
  /** 7 Jours 4 Éléments: its game screen and how to play it. */
  sept: {
    title: '7 Jours',
    elements: { earth: 'Earth', air: 'Air', water: 'Water', fire: 'Fire' },
    /** A card: its element (`name`) and stars. */
    card: ({ name, n }: { name: string; n: number }) =>
      n === 0 ? `${name}, no stars` : f.plural(n, { one: `${name}, 1 star`, other: `${name}, ${f.number(n)} stars` }),
    /** The parts of an accessible name, read in order. */
    label: ({ parts }: { parts: readonly string[] }) => parts.join('. '),
    round: ({ n, total }: { n: number; total: number }) => `Round ${f.number(n)} of ${f.number(total)}`,
    deals: ({ name }: { name: string }) => `Dealer: ${name}`,
    dealer: 'Dealer',
    board: 'Cards taken',
    points: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} point`, other: `${f.number(n)} points` }),
    pointsShort: 'pts',
    /** A player's cards of one element, in a cell of the board. */
    holding: ({ name, count, n }: { name: string; count: number; n: number }) =>
      count === 0
        ? `${name}: none`
        : `${name}: ${f.plural(count, { one: '1 card', other: `${f.number(count)} cards` })}, ${f.plural(n, { one: '1 star', other: `${f.number(n)} stars` })}`,
    most: 'the most (majority)',
    fewest: 'the fewest (minority)',
    /** A player's row of the board. */
    player: ({ name, total }: { name: string; total: number }) =>
      `${name}, ${f.plural(total, { one: '1 point', other: `${f.number(total)} points` })}`,
    legendMost: 'most',
    legendFewest: 'fewest',
    row: 'The row of cards',
    packets: 'Packets',
    packetNumber: ({ n }: { n: number }) => `Packet ${f.number(n)}`,
    packet: ({ n, items }: { n: number; items: readonly string[] }) => `Packet ${f.number(n)}: ${f.list(items)}`,
    taken: ({ name }: { name: string }) => `taken by ${name}`,
    /** What a packet would do to the picker's points. */
    gain: ({ n }: { n: number }) => (n === 0 ? 'no points for you' : n > 0 ? `+${f.number(n)} for you` : `${f.number(n)} for you`),
    winsMost: ({ name }: { name: string }) => `you become majority in ${name}`,
    losesMost: ({ name }: { name: string }) => `you lose the ${name} majority`,
    winsFewest: ({ name }: { name: string }) => `you become minority in ${name}`,
    losesFewest: ({ name }: { name: string }) => `you lose the ${name} minority`,
    shiftLeft: 'Move the first card to the end',
    shiftRight: 'Move the last card to the front',
    shifts: ({ n, total }: { n: number; total: number }) => `Shifts ${f.number(n)}/${f.number(total)}`,
    undoShift: 'Undo the shift',
    cutAt: ({ low, high }: { low: number; high: number }) => `Cut between card ${f.number(low)} and card ${f.number(high)}`,
    packetsCount: ({ n, total }: { n: number; total: number }) => `${f.number(n)} of ${f.number(total)} packets`,
    deal: 'Deal',
    take: 'Take',
    cancel: 'Cancel',
    yourDeal: ({ total }: { total: number }) => `Your deal: tap between cards to cut ${f.number(total)} packets`,
    theirDealHere: ({ name, total }: { name: string; total: number }) =>
      `${name}, your deal: tap between cards to cut ${f.number(total)} packets`,
    yourPick: 'Your pick: tap a packet or drag it to your row',
    theirPickHere: ({ name }: { name: string }) => `${name}, your pick: tap a packet or drag it to your row`,
    toPick: ({ name }: { name: string }) => `${name} to pick`,
    lastPacket: ({ name }: { name: string }) => `${name} takes the last packet`,
    skip: 'Tap to skip',
    /** Why a deal or a pick was refused. */
    shiftLimit: ({ n }: { n: number }) =>
      `The dealer may move an end card at most ${n === 2 ? 'twice' : f.plural(n, { one: 'once', other: `${f.number(n)} times` })}`,
    onlyEnds: 'Only an end card moves: drag the first or the last card to the other end',
    tooManyCuts: ({ total }: { total: number }) => `That makes more than ${f.number(total)} packets: take a cut back first`,
    wrongCount: ({ n, total }: { n: number; total: number }) =>
      `Cut the row into ${f.number(total)} packets first (${f.plural(n, { one: '1 packet', other: `${f.number(n)} packets` })} now)`,
    packetTaken: 'That packet is already taken',
    notYours: ({ name }: { name: string }) => `It is ${name}’s turn`,
    refused: 'That move is not allowed here',
    /** Read out after each move. */
    dealt: ({ name, n, parts }: { name: string; n: number; parts: readonly string[] }) =>
      `${name} ${n === 0 ? 'kept the row as laid out' : f.plural(Math.abs(n), { one: 'moved 1 end card', other: `moved ${f.number(Math.abs(n))} end cards` }) + (n > 0 ? ' from the left to the right' : ' from the right to the left')} and cut ${f.number(parts.length)} packets: ${parts.join('; ')}.`,
    took: ({ name, n, items }: { name: string; n: number; items: readonly string[] }) =>
      `${name} took packet ${f.number(n)}: ${f.list(items)}.`,
    toPickNow: ({ name }: { name: string }) => `${name} to pick.`,
    roundStarts: ({ n, name }: { n: number; name: string }) => `Round ${f.number(n)}. Dealer: ${name}.`,
    over: ({ names, n }: { names: readonly string[]; n: number }) =>
      f.plural(names.length, {
        one: `Game over. ${f.list(names)} wins with ${f.plural(n, { one: '1 point', other: `${f.number(n)} points` })}.`,
        other: `Game over. ${f.list(names)} share first place with ${f.plural(n, { one: '1 point', other: `${f.number(n)} points` })}.`,
      }),
    /** The moves log. */
    logEmpty: 'No moves yet. The dealer shifts and cuts the row first.',
    logDealt: ({ n }: { n: number }) => (n === 0 ? 'dealt, no shift' : `dealt, shift ${n > 0 ? '+' : '−'}${f.number(Math.abs(n))}`),
    logTook: ({ n }: { n: number }) => `took packet ${f.number(n)}`,
    /** The end. */
    stars: 'Stars',
    majorities: 'Majority',
    minorities: 'Minority',
    total: 'Total',
    breakdown: 'Points',
    seeTable: 'See the table',
    /** Pass-and-play. */
    handoffDeal: 'To deal the next row',
    handoffPick: 'To pick a packet',
    ready: 'Ready',
    /** How to play. */
    rules: 'How to play 7 Jours',
    rulesCards: 'The cards',
    rulesCardsText: ({ n }: { n: number }) =>
      `${f.number(n)} cards in four elements, seven of each. In each element one card has 3 stars, one 2 stars, two 1 star and three none.`,
    rulesRound: 'A round',
    rulesLayOut: 'The dealer lays out the next 7 cards in a row, face up, in the order drawn.',
    rulesShift: 'Up to twice, the dealer may move the card at one end of the row to the other end.',
    rulesCut: 'The dealer cuts the row, without changing its order, into as many packets as players (4 with 2 players).',
    rulesPick:
      'From the dealer’s left, each player takes a packet; the dealer takes the last one. With 2 players they take turns, the other player first.',
    rulesNext: 'The next player deals. After 4 rounds every card is taken.',
    rulesScoring: 'Scoring',
    rulesStars: 'Each star is worth 1 point.',
    rulesMost: 'For each element, the player with strictly the most cards of it scores 5 (the majority).',
    rulesFewest: 'For each element, the player with strictly the fewest scores 5 (the minority), counting players who have none.',
    rulesTies: 'A tie for the most or the fewest gives those 5 points to nobody. The highest total wins; equal totals share the place.',
    rulesBoard:
      'On the table, ↑ marks who holds the most of an element now and ↓ who holds the fewest. On your turn each packet shows what it would add to your points.',
    /** The example pictures. */
    exampleRow: 'The row as laid out',
    exampleShift: 'Shifted once: the first card goes to the end',
    exampleCut: 'Cut into 4 packets',
    /** The replay viewer: what a move did to a player's total, read out ("Bea: −5 points"). */
    pointsChange: ({ name, n }: { name: string; n: number }) =>
      n === 0
        ? `${name}: no change`
        : `${name}: ${n > 0 ? '+' : '−'}${f.plural(Math.abs(n), { one: '1 point', other: `${f.number(Math.abs(n))} points` })}`,
    /** The same change, short, beside the name: "+8", "−5". */
    pointsDelta: ({ n }: { n: number }) => (n > 0 ? `+${f.number(n)}` : n < 0 ? `−${f.number(-n)}` : f.number(0)),
    /** Names the list of the other players whose points the move changed (a majority or minority passed on). */
    othersChanged: 'Other players’ points',
    /** The replay's table, at the step shown. */
    tableAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? 'The table at the start' : `The table after move ${f.number(move)} of ${f.number(total)}`,
  },
};

export type Messages = typeof en;
