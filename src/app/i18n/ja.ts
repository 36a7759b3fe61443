/** Every word the app shows, in Japanese (see en.ts for the rules a message follows). */
import type { Messages } from './en.js';
import { formatsFor } from './format.js';

const f = formatsFor('ja');

const minutesOf = (n: number) => f.plural(n, { other: `${f.number(n)}分` });
const movesOf = (n: number) => f.plural(n, { other: `${f.number(n)}手` });
const LINK_AGAIN = 'メッセージに貼り付けると、24/7でこの対局が開きます。';

export const ja: Messages = {
  app: {
    title: '24/7',
  },
  common: {
    back: '戻る',
    close: '閉じる',
    dismiss: '閉じる',
    home: 'ホーム',
    settings: '設定',
    share: '共有',
    shareGame: 'この対局を共有',
    newGame: '新しいゲーム',
    continue: '続ける',
    minutesShort: '分',
    minutes: ({ n }: { n: number }) => minutesOf(n),
    moves: ({ n }: { n: number }) => movesOf(n),
    tiles: ({ n }: { n: number }) => f.plural(n, { other: `${f.number(n)}枚` }),
    /** "1位", "2位". */
    place: ({ n }: { n: number }) => f.ordinal(n, { other: `${f.number(n)}位` }),
    /** A place shared with others: "=2位" (the ranking's place column is narrow). */
    sharedPlace: ({ n }: { n: number }) => f.ordinal(n, { other: `=${f.number(n)}位` }),
    list: ({ items }: { items: readonly string[] }) => f.list(items),
    /**
     * A score's parts: "合計24 +40、3連番 +30、2倍". Joined with 、 rather than f.parts: Intl's Japanese
     * unit list separates with spaces, which runs "+40 3連番" together.
     */
    parts: ({ items }: { items: readonly string[] }) => items.join('、'),
    versus: ({ names }: { names: readonly string[] }) => names.join(' vs '),
  },
  seats: {
    human: '人間',
    easy: '初級AI',
    medium: '中級AI',
    hard: '上級AI',
    you: 'あなた',
    player: ({ n }: { n: number }) => `プレイヤー${f.number(n)}`,
    /** A second AI of the same level: "中級AI 2". */
    numbered: ({ name, n }: { name: string; n: number }) => `${name} ${f.number(n)}`,
  },
  combos: {
    sum7: '合計7',
    sum24: '合計24',
    run3: '3連番',
    run4: '4連番',
    run5: '5連番',
    run6: '6連番',
    set3: '同値3枚',
    set4: '同値4枚',
    bonus24in7: '7枚で24',
    bonus247: '24/7ボーナス',
  },
  /** "4連番 +40" */
  combo: ({ name, minutes }: { name: string; minutes: number }) => `${name} +${f.number(minutes)}`,
  doubled: '2倍',
  lines: { row: '横のライン', column: '縦のライン', diagonal: '斜めのライン' },
  cells: {
    name: ({ r, c }: { r: number; c: number }) => `${f.number(r)}行${f.number(c)}列`,
    pending: ({ v, minutes }: { v: number; minutes: number }) => `タイル${f.number(v)}、未確定、${minutesOf(minutes)}`,
    tile: ({ v }: { v: number }) => `タイル${f.number(v)}`,
    empty: '空き',
    fits: ({ v }: { v: number }) => `${f.number(v)}まで置ける`,
    outOfTime: '時間切れ',
    double: '2倍マス',
    start: 'スタートマス',
    last: '直前の手',
    hint: ({ v }: { v: number }) => `ヒント：${f.number(v)}`,
    label: ({ parts }: { parts: readonly string[] }) => parts.join('、'),
  },
  refusals: {
    tooBig: ({ v, line, sum }: { v: number; line: string; sum: number }) =>
      `ここに${f.number(v)}は置けません（${line}の合計が${f.number(sum)}になります）`,
    occupied: ({ v }: { v: number }) => `そのマスにはもう${f.number(v)}のタイルがあります`,
    notTouching: 'タイルはほかのタイルに接するように置きます（斜めも可）',
    notInHand: ({ v }: { v: number }) => `この手札に${f.number(v)}はありません`,
    gameOver: 'ゲームは終了しています',
    badMove: 'ボード上のマスではありません',
  },
  game: {
    board: 'ボード（7行×7列）',
    scoreboard: '得点表',
    pile: ({ n }: { n: number }) => f.plural(n, { other: `山札：${f.number(n)}枚` }),
    pileWord: '山札',
    openHand: ({ name, tiles }: { name: string; tiles: readonly number[] }) =>
      tiles.length === 0 ? `${name}の手札：なし` : `${name}の手札：${f.list(tiles.map(f.number))}`,
    movesButton: '履歴',
    rackTile: ({ v }: { v: number }) => `タイル${f.number(v)}`,
    handHidden: '手札は非表示',
    yourTiles: 'あなたの手札',
    theirTiles: ({ name }: { name: string }) => `${name}の手札`,
    noTilesLeft: '手札はもうありません',
    notYourTurn: 'まだあなたの番ではありません',
    pickFirst: '先に手札からタイルを選んでください',
    noSuchTile: ({ v }: { v: number }) => `手札に${f.number(v)}はありません`,
    skippedNotice: ({ names }: { names: readonly string[] }) =>
      f.plural(names.length, { other: `${f.list(names)}は置けるタイルがないため、スキップされます` }),
  },
  status: {
    aiFailed: ({ reason }: { reason: string }) => `AIが手を打てませんでした。${reason}`,
    tryAgain: '再試行',
    noCombination: '得点なし',
    takeBack: '戻す',
    place: '置く',
    gameOver: 'ゲーム終了',
    results: '結果',
    thinking: ({ name }: { name: string }) => `${name}が考え中`,
    yourTurn: 'あなたの番：タイルをドラッグ',
    theirTurnHere: ({ name }: { name: string }) => `${name}の番：タイルをドラッグ`,
    toMove: ({ name }: { name: string }) => `${name}の番`,
    drop: ({ v }: { v: number }) => `${f.number(v)}を光るマスにドロップ`,
    tapCell: ({ v }: { v: number }) => `光るマスをタップして${f.number(v)}を置く`,
    hintShown: ({ v, r, c }: { v: number; r: number; c: number }) => `ヒント：${f.number(v)}を${f.number(r)}行${f.number(c)}列へ`,
    hint: 'ヒント',
    hintThinking: '考え中…',
    noHint: ({ reason }: { reason: string }) => `今回はヒントを出せません。${reason}`,
  },
  ai: {
    illegal: 'AIがルール上置けない手を選びました。',
    cannotStart: 'AIを起動できませんでした。',
    cannotAsk: 'AIに問い合わせできませんでした。',
    crashedTwice: 'AIが予期せず停止し、再起動後にもまた停止しました。もう一度試すか、繰り返す場合はアプリを再読み込みしてください。',
    tooSlow: 'AIの応答に時間がかかりすぎたため、再起動しました。もう一度お試しください。',
    stopped: 'AIは停止されました。',
    problem: 'AIで処理できない問題が起きました。',
  },
  announce: {
    placed: ({ name, v, r, c }: { name: string; v: number; r: number; c: number }) =>
      `${name}が${f.number(v)}を${f.number(r)}行${f.number(c)}列に置きました。得点なし。`,
    scored: ({ name, v, r, c, combos, minutes }: { name: string; v: number; r: number; c: number; combos: string; minutes: number }) =>
      `${name}が${f.number(v)}を${f.number(r)}行${f.number(c)}列に置きました。${combos}（${minutesOf(minutes)}）。`,
    skipped: ({ name }: { name: string }) => `${name}は置けるタイルがないため、スキップされます。`,
    toMove: ({ name }: { name: string }) => `${name}の番です。`,
    over: ({ names, minutes }: { names: readonly string[]; minutes: number }) =>
      f.plural(names.length, { other: `ゲーム終了。${f.list(names)}が${minutesOf(minutes)}で1位です。` }),
  },
  log: {
    title: '履歴',
    close: '履歴を閉じる',
    empty: 'まだ手はありません。最初のタイルはスタートマスの隣に置きます。',
    where: ({ r, c }: { r: number; c: number }) => `${f.number(r)}行${f.number(c)}列`,
    tile: ({ v }: { v: number }) => `タイル${f.number(v)}`,
    skipped: ({ name }: { name: string }) => `${name}は置けるタイルがなくスキップ`,
  },
  handoff: {
    pass: ({ name }: { name: string }) => `${name}に渡してください`,
    tap: '準備ができたらタップ',
    lookAway: ({ name }: { name: string }) => `ほかのプレイヤーは画面を見ないでください。${name}の手札が表示されます。`,
  },
  results: {
    kicker: 'ゲーム終了',
    youWin: 'あなたの勝ち！',
    wins: ({ name }: { name: string }) => `${name}の勝ち`,
    shareWin: ({ names }: { names: readonly string[] }) => `${f.list(names)}が同率1位`,
    combinations: 'コンビネーション',
    none: 'なし',
    rematch: '再戦',
    seeBoard: 'ボードを見る',
    noTilesLeft: '手札なし',
    tilesLeft: ({ n, tiles }: { n: number; tiles: readonly number[] }) => `残り${f.number(n)}枚：${tiles.map(f.number).join(' ')}`,
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
      `${f.list(tied)}はともに${minutesOf(minutes)}。手札の残りが少ない${f.list(winners)}が${
        winners.length > 1 ? '同率1位' : '勝ち'
      }です（残り${f.number(left)}枚、ほかは${f.list(others.map(f.number))}枚）。`,
    sharedFirst: ({ names }: { names: readonly string[] }) => `${f.list(names)}は分も手札の残り枚数も同じため、同率1位です。`,
  },

  shared: {
    doubleMark: '2x',
    gain: ({ n }: { n: number }) => `+${f.number(n)}`,
    sum: ({ tiles, total }: { tiles: readonly number[]; total: number }) => `${tiles.map(f.number).join(' + ')} = ${f.number(total)}`,
  },
  loading: {
    failed: 'この画面を読み込めませんでした。接続を確認して、もう一度お試しください。',
  },
  home: {
    tagline: 'タイルを置いて合計7や24を作り、誰よりも多くの分を集めよう',
    menu: 'メニュー',
    movesPlayed: ({ n }: { n: number }) => f.plural(n, { other: `${f.number(n)}手まで進行` }),
    games: '対局記録',
    rules: '遊び方',
    board: '24/7のボード：スタートマスの隣で、横の5と2が合計7、縦の10、8、6が合計24',
  },
  newGame: {
    players: 'プレイヤー',
    name: ({ n }: { n: number }) => `プレイヤー${f.number(n)}の名前`,
    remove: ({ n }: { n: number }) => `プレイヤー${f.number(n)}を削除`,
    playsAs: ({ n }: { n: number }) => `プレイヤー${f.number(n)}を操作するのは`,
    addPlayer: 'プレイヤーを追加',
    whoStarts: 'スタートプレイヤー',
    random: 'ランダム',
    openHands: '手札を公開',
    openHandsDetail: '全員のタイルを表向きにして、一緒に覚えられます。',
    start: 'ゲーム開始',
  },
  settings: {
    confirm: '置く前に確認',
    confirmDetail: '先にタイルと得点を表示し、「置く」か「戻す」を選びます。',
    hints: 'ヒント',
    hintsDetail: 'あなたの番に「ヒント」ボタンで手を提案します。',
    vibration: 'バイブレーション',
    vibrationDetail: 'タイルを置いたときに短く振動します（対応端末のみ）。',
    motion: 'アニメーション',
    motionSystem: 'システム設定に従う',
    motionReduced: '常に動きを減らす',
    language: '言語',
    languageDevice: '端末の設定に従う',
  },
  history: {
    statistics: '成績',
    importGame: '対局を読み込む',
    inPlay: '進行中',
    /** A game in play: when it was last played, relative ("2日前"), and how far it got. */
    lastPlayed: ({ when, n }: { when: number; n: number }) => `${f.ago(when)} · ${movesOf(n)}`,
    finished: '終了した対局',
    noneFinished: 'まだ終了した対局はありません。終えた対局はここに残り、1手ずつ再生できます。',
    won: ({ names }: { names: readonly string[] }) => `${f.list(names)}の勝ち`,
    youWon: '勝ち',
    youLost: '負け',
    damaged: '開けなかった対局',
    damagedSave: ({ reason }: { reason: string }) => `この保存した対局を開けませんでした。${reason}`,
    exportIt: '書き出す',
    delete: '削除',
    confirmDelete: 'この保存した対局を完全に削除しますか？',
    unavailable: 'このブラウザでは対局を保存できません。',
    unreadable: '保存した対局を読み込めませんでした。',
  },
  stats: {
    finishedCount: ({ n }: { n: number }) => f.plural(n, { other: `終了した対局：${f.number(n)}局` }),
    against: '対戦相手',
    played: '対局',
    won: '勝ち',
    people: '人間同士',
    notCounted: '–',
    best: '最高得点',
    bestBy: ({ name, when }: { name: string; when: number }) => `${name}、${f.day(when)}`,
    noBest: '対局を終えると記録されます。',
    combos: 'あなたのコンビネーション',
    notSaving: '成績には対局の保存が必要ですが、このブラウザでは保存されていません。',
  },
  importing: {
    intro: '共有された対局や保存した対局を開きます。終了した対局は再生で開き、進行中の対局はここで続きを遊べます。',
    fromFile: 'ファイルから',
    chooseFile: 'ファイルを選ぶ',
    fileHint: '24/7で保存した.jsonの対局ファイル',
    pasteTitle: 'リンクか対局テキストを貼り付け',
    placeholder: 'https://…#game=…\nまたは { "game": "24-7", … }',
    paste: '貼り付け',
    open: '開く',
    failedFile: ({ reason }: { reason: string }) => `この対局ファイルを開けませんでした。${reason}`,
    failedText: ({ reason }: { reason: string }) => `この対局テキストを開けませんでした。${reason}`,
    failedLink: ({ reason }: { reason: string }) => `この対局リンクを開けませんでした。${reason}`,
    empty: '先に対局リンクか、対局ファイルのテキストを貼り付けてください。',
    foreign:
      'これは24/7の対局ではありません。対局リンク（「#game=」を含む）か、対局ファイルのテキスト（「{」で始まる）を貼り付けてください。',
    emptyFile: 'このファイルは空で、対局が入っていません。',
    bigFile: 'このファイルは24/7の対局にしては大きすぎます。',
    notGameFile: 'このファイルは24/7の対局ファイルではありません。',
    unreadableFile: 'このファイルを読み込めませんでした。もう一度選んでください。',
    clipboard: 'ここではクリップボードを読み取れません。代わりに入力欄に貼り付けてください（長押しして貼り付け）。',
  },
  linkProblems: {
    empty: 'このリンクには対局が入っていません。',
    characters: 'このリンクは壊れています。対局リンクにはない文字が含まれています。リンク全体をもう一度コピーしてください。',
    short: 'このリンクは不完全です。コピーのときに途中で切れたようです。リンク全体をもう一度コピーしてください。',
    damaged: 'このリンクは壊れています。一部の文字が変わっています。リンク全体をもう一度コピーしてください。',
    newer: 'このリンクは新しいバージョンの24/7で作られています。開くにはアプリを更新してください。',
  },
  recordProblems: {
    json: '完全なJSONではありません。一部しかコピーされなかったのかもしれません。',
    notObject: '対局の記録が入っていません。',
    unknownGame: ({ game }: { game: string }) => `このアプリでは遊べないゲームの記録です（「${game}」）。`,
    newerVersion: ({ version }: { version: number }) =>
      `新しいバージョンの24/7で作られています（記録バージョン${f.number(version)}）。開くにはアプリを更新してください。`,
    field: ({ field }: { field: string }) => `「${field}」フィールドに問題があります。`,
    malformedMove: ({ move }: { move: number }) => `${f.number(move)}手目の書式が正しくありません。`,
    refusedMove: ({ move, v, r, c, reason }: { move: number; v: number; r: number; c: number; reason: string }) =>
      `${f.number(move)}手目（${f.number(r)}行${f.number(c)}列にタイル${f.number(v)}）はルール違反です。${reason}。`,
    brokenMove: ({ move }: { move: number }) => `${f.number(move)}手目はルール違反です。`,
  },
  savedProblems: {
    notSaved: '保存した対局ではありません。',
    noId: 'IDがありません。',
    unknownFormat: ({ text }: { text: string }) => `このアプリが知らない保存形式（${text}）です。`,
    newerFormat: ({ version }: { version: number }) => `新しいバージョンの24/7で保存されています（保存形式${f.number(version)}）。`,
    otherGame: '記録がほかのゲームのものです。',
  },
  share: {
    /** Under the sheet's title: "あなた vs 上級AI · 14手 · 進行中". */
    aboutInPlay: ({ title, n }: { title: string; n: number }) => `${title} · ${movesOf(n)} · 進行中`,
    aboutFinished: ({ title, n }: { title: string; n: number }) => `${title} · ${movesOf(n)} · 終了`,
    system: '共有…',
    systemDetail: '友だちやほかのアプリに対局を送ります',
    copyLink: 'リンクをコピー',
    copyLinkDetail: 'オフラインでも24/7で対局が開きます',
    saveFile: 'ファイルとして保存',
    copyText: 'テキストとしてコピー',
    copyTextDetail: 'メッセージやメモに貼り付けられます',
    manual: 'コピーするテキスト',
    wholeDeck: 'この対局にはタイルの並びがすべて入っています。開いた人には、これから出るタイルも見えます。',
    savedAs: ({ file }: { file: string }) => `${file}として保存しました`,
    linkCopied: `リンクをコピーしました。${LINK_AGAIN}`,
    textCopied: '対局テキストをコピーしました。「対局を読み込む」に貼り付けると開けます。',
    shared: '共有しました。',
    linkInstead: `ここでは共有できなかったため、代わりにリンクをコピーしました。${LINK_AGAIN}`,
    copyLinkByHand: 'このブラウザではここでコピーできません。下のリンクを選択してコピーしてください。',
    copyTextByHand: 'このブラウザではここでコピーできません。下のテキストを選択してコピーしてください。',
    sentTitle: '24/7の対局',
    sentScore: ({ name, minutes }: { name: string; minutes: number }) => `${name} ${minutesOf(minutes)}`,
    sentInPlay: ({ items, n }: { items: readonly string[]; n: number }) => `${items.join('、')}（${movesOf(n)}の時点）。`,
    sentOver: ({ items, winners }: { items: readonly string[]; winners: readonly string[] }) =>
      `${items.join('、')}。${f.list(winners)}${winners.length > 1 ? 'が同率1位' : 'の勝ち'}。`,
  },
  replay: {
    sub: ({ when }: { when: number }) => `再生 · ${f.day(when)}`,
    step: ({ move, total }: { move: number; total: number }) => (move === 0 ? '開始時' : `${f.number(move)}手目（全${f.number(total)}手）`),
    scoresAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? '開始時の得点' : `${f.number(move)}手目（全${f.number(total)}手）のあとの得点`,
    boardAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? '開始時のボード' : `${f.number(move)}手目（全${f.number(total)}手）のあとのボード`,
    deal: ({ v, name }: { v: number; name: string }) => `スタートマスの${f.number(v)}からゲーム開始。${name}が最初に置きます。`,
    where: ({ r, c }: { r: number; c: number }) => `${f.number(r)}行${f.number(c)}列`,
    whereDoubled: ({ r, c }: { r: number; c: number }) => `${f.number(r)}行${f.number(c)}列 · 2倍マス`,
    doubled: '2倍マスで2倍',
    noCombination: 'コンビネーションなし、0分。',
    stillInPlay: '記録はここまでです（対局はまだ進行中）。',
    finalRanking: 'ゲーム終了 · 最終順位',
    controls: '再生の操作',
    slider: '手',
    first: '最初の手',
    previous: '前の手',
    play: '再生',
    pause: '一時停止',
    next: '次の手',
    last: '最後の手',
  },
  rules: {
    yourTurn: '手番の流れ',
    place: '手札のタイル（1〜10）を1枚、ほかのタイルに辺か角で接する空きマスに置きます。',
    limit:
      '縦・横・斜めに連なるタイルのラインは、どれも合計が24を超えてはいけません。ボードの各マスには、そこに置ける最大のタイルが表示されます。',
    score: '置いたタイルを通るラインごとに、分（得点）を獲得します。そのあと山札からタイルを1枚引きます。',
    outOfTime: '1も置けないマスは時間切れです。置けるタイルがないプレイヤーはスキップされます。',
    end: '誰も置けなくなったら、分が最も多い人の勝ちです。同点なら手札の残りが少ない人の勝ちです。',
    scoring: '得点',
    runs: '3〜6連番',
    sets: '同値3・4枚',
    doubleCell: '2倍マス',
    minutesRange: ({ low, high }: { low: number; high: number }) => `${f.number(low)}〜${f.number(high)}`,
    minutesEither: ({ low, high }: { low: number; high: number }) => `${f.number(low)}・${f.number(high)}`,
    sum7: '2枚以上のラインの合計がちょうど7。',
    sum24: 'ラインの合計がちょうど24。',
    run: ({ minutes }: { minutes: number }) =>
      `置いたタイルを含み、1ずつ増える（減る）数の並び。1枚につき${minutesOf(minutes)}。最も長い連番だけを数えます。`,
    set: '同じ数が3枚か4枚並ぶ。',
    bonus24in7: '縦・横・対角線のどれかが7枚で埋まり、その合計が24。',
    bonus247: '1枚のタイルで、あるラインに合計24、別のラインに合計7を作る（ラインの組ごとに加算）。',
    double: '2倍マスに置いたタイルは、その手の得点がすべて2倍になります。',
    example: ({ parts }: { parts: readonly string[] }) => `例：${parts.join(' / ')}`,
    together: ({ tiles, minutes }: { tiles: readonly number[]; minutes: number }) =>
      `ラインの合計と連番・同値はどれも得点になります。${tiles.map(f.number).join(' ')}は合計24かつ連番で、${minutesOf(minutes)}。`,
  },
  storage: {
    unavailable:
      'このブラウザでは24/7のデータを保存できません（プライベートブラウズではこうなります）。遊ぶことはできますが、対局はアプリを閉じるまでしか残りません。',
    full: '端末の空き容量が足りないため、最後の手を保存できませんでした。空き容量を増やすか、対局を書き出して残してください。',
    newer:
      '保存した対局は新しいバージョンの24/7で書かれています。再読み込みしてそのバージョンにしてください。それまではここでは何も保存されず、保存データはそのまま残ります。',
    blocked: '古い24/7が別のタブでまだ開いています。こちらで保存できるよう、そのタブを閉じてください。',
    failed: '保存に失敗しました。対局はそのまま続き、次の手のあとにもう一度保存を試みます。',
    otherTab: '別のタブにあるこの対局の保存データを読み込めなかったため、そちらに残しています。',
    damaged: ({ n }: { n: number }) =>
      f.plural(n, { other: `保存した対局${f.number(n)}件を開けませんでした。書き出せるよう残してあります。` }),
    seeDamaged: ({ n }: { n: number }) => f.plural(n, { other: '確認する' }),
  },
  elsewhere: {
    title: 'この対局は別のタブで開いています',
    body: '保存データを守るため、対局は一度に1か所でしか遊べません。ここで続けることもできます（その場合、別のタブは止まります）。',
    playHere: 'ここで遊ぶ',
  },
  install: {
    button: 'アプリをインストール',
    iosHint: 'インストールするには、共有（矢印の付いた四角）をタップし、「ホーム画面に追加」を選びます。',
  },
  update: {
    ready: '新しいバージョンがあります',
    update: '更新',
    updating: '更新中…',
    notNow: 'あとで',
  },
};
