/** Every word the app shows, in French (see en.ts for the rules a message follows). */
import type { Messages } from './en.js';
import { formatsFor } from './format.js';

const f = formatsFor('fr');

const minutesOf = (n: number) => f.plural(n, { one: `${f.number(n)} minute`, other: `${f.number(n)} minutes` });
const movesOf = (n: number) => f.plural(n, { one: `${f.number(n)} coup`, other: `${f.number(n)} coups` });
const LINK_AGAIN = 'Collez-le dans un message : il ouvre cette partie dans 24/7.';

export const fr: Messages = {
  app: {
    title: '24/7',
  },
  common: {
    back: 'Retour',
    close: 'Fermer',
    dismiss: 'Masquer',
    home: 'Accueil',
    settings: 'Options',
    share: 'Partager',
    shareGame: 'Partager cette partie',
    newGame: 'Nouvelle partie',
    continue: 'Continuer',
    minutesShort: 'min',
    minutes: ({ n }: { n: number }) => minutesOf(n),
    moves: ({ n }: { n: number }) => movesOf(n),
    tiles: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} tuile`, other: `${f.number(n)} tuiles` }),
    /** « 1er », « 2e », « 3e ». */
    place: ({ n }: { n: number }) => f.ordinal(n, { one: `${f.number(n)}er`, other: `${f.number(n)}e` }),
    /** A place shared with others: « =2e ». */
    sharedPlace: ({ n }: { n: number }) => f.ordinal(n, { one: `=${f.number(n)}er`, other: `=${f.number(n)}e` }),
    list: ({ items }: { items: readonly string[] }) => f.list(items),
    /** A score's parts: « Somme de 24 +40, Suite de 3 +30 et ×2 ». */
    parts: ({ items }: { items: readonly string[] }) => f.parts(items),
    versus: ({ names }: { names: readonly string[] }) => names.join(' contre '),
  },
  seats: {
    human: 'Humain',
    easy: 'IA facile',
    medium: 'IA moyenne',
    hard: 'IA difficile',
    you: 'Vous',
    player: ({ n }: { n: number }) => `Joueur ${f.number(n)}`,
    /** A second AI of the same level: « IA moyenne 2 ». */
    numbered: ({ name, n }: { name: string; n: number }) => `${name} ${f.number(n)}`,
  },
  combos: {
    sum7: 'Somme de 7',
    sum24: 'Somme de 24',
    run3: 'Suite de 3',
    run4: 'Suite de 4',
    run5: 'Suite de 5',
    run6: 'Suite de 6',
    set3: 'Ensemble de 3',
    set4: 'Ensemble de 4',
    bonus24in7: '24 en 7 tuiles',
    bonus247: '24 et 7 entrecroisés',
  },
  /** « Suite de 4 +40 » */
  combo: ({ name, minutes }: { name: string; minutes: number }) => `${name} +${f.number(minutes)}`,
  /** The placement doubled by a 2x cell. */
  doubled: '×2',
  lines: { row: 'ligne', column: 'colonne', diagonal: 'diagonale' },
  cells: {
    /** 1-based, as people count. */
    name: ({ r, c }: { r: number; c: number }) => `Ligne ${f.number(r)}, colonne ${f.number(c)}`,
    pending: ({ v, minutes }: { v: number; minutes: number }) => `tuile ${f.number(v)}, pas encore posée, ${minutesOf(minutes)}`,
    tile: ({ v }: { v: number }) => `tuile ${f.number(v)}`,
    empty: 'vide',
    fits: ({ v }: { v: number }) => `accepte jusqu’à ${f.number(v)}`,
    outOfTime: 'hors du temps',
    double: 'case double',
    start: 'case de départ',
    last: 'dernier coup',
    hint: ({ v }: { v: number }) => `indice : ${f.number(v)}`,
    /** The parts of a cell's accessible name, position first. */
    label: ({ parts }: { parts: readonly string[] }) => parts.join(', '),
  },
  refusals: {
    tooBig: ({ v, line, sum }: { v: number; line: string; sum: number }) =>
      `Le ${f.number(v)} ne rentre pas ici : la somme de la ${line} serait ${f.number(sum)}`,
    occupied: ({ v }: { v: number }) => `Il y a déjà un ${f.number(v)} sur cette case`,
    notTouching: 'Une tuile doit toucher une autre tuile (les coins comptent)',
    notInHand: ({ v }: { v: number }) => `Il n’y a pas de ${f.number(v)} dans cette main`,
    gameOver: 'La partie est terminée',
    badMove: 'Ce n’est pas une case du plateau',
  },
  game: {
    board: 'Plateau, 7 lignes sur 7 colonnes',
    scoreboard: 'Tableau des scores',
    pile: ({ n }: { n: number }) => f.plural(n, { one: `Pioche : ${f.number(n)} tuile`, other: `Pioche : ${f.number(n)} tuiles` }),
    pileWord: 'pioche',
    openHand: ({ name, tiles }: { name: string; tiles: readonly number[] }) =>
      tiles.length === 0 ? `${name}, main vide` : `${name}, main : ${f.list(tiles.map(f.number))}`,
    movesButton: 'Liste des coups',
    rackTile: ({ v }: { v: number }) => `Tuile ${f.number(v)}`,
    handHidden: 'Main cachée',
    yourTiles: 'Vos tuiles',
    theirTiles: ({ name }: { name: string }) => `${name}, vos tuiles`,
    noTilesLeft: 'Plus aucune tuile',
    notYourTurn: 'Ce n’est pas encore votre tour',
    pickFirst: 'Choisissez d’abord une tuile de votre main',
    noSuchTile: ({ v }: { v: number }) => `Il n’y a pas de ${f.number(v)} dans votre main`,
    skippedNotice: ({ names }: { names: readonly string[] }) =>
      f.plural(names.length, {
        one: `Tour passé pour ${f.list(names)} : aucun coup possible`,
        other: `Tours passés pour ${f.list(names)} : aucun coup possible`,
      }),
  },
  status: {
    aiFailed: ({ reason }: { reason: string }) => `L’IA n’a pas pu jouer. ${reason}`,
    tryAgain: 'Réessayer',
    noCombination: 'Aucune combinaison ici',
    takeBack: 'Reprendre',
    place: 'Placer',
    gameOver: 'Partie terminée',
    results: 'Résultats',
    thinking: ({ name }: { name: string }) => `${name} réfléchit`,
    yourTurn: 'À vous : glissez une tuile sur le plateau',
    theirTurnHere: ({ name }: { name: string }) => `${name}, à votre tour : glissez une tuile sur le plateau`,
    toMove: ({ name }: { name: string }) => `À ${name} de jouer`,
    drop: ({ v }: { v: number }) => `Lâchez le ${f.number(v)} sur une case éclairée`,
    tapCell: ({ v }: { v: number }) => `Touchez une case éclairée pour votre ${f.number(v)}`,
    hintShown: ({ v, r, c }: { v: number; r: number; c: number }) =>
      `Indice : ${f.number(v)} en ligne ${f.number(r)}, colonne ${f.number(c)}`,
    hint: 'Indice',
    hintThinking: 'Réflexion…',
    noHint: ({ reason }: { reason: string }) => `Pas d’indice cette fois : ${reason}`,
  },
  ai: {
    illegal: 'L’IA a choisi un coup que les règles refusent.',
    cannotStart: 'L’IA n’a pas pu démarrer.',
    cannotAsk: 'Impossible d’interroger l’IA.',
    crashedTwice:
      'L’IA s’est arrêtée de façon inattendue ; relancée, elle s’est de nouveau arrêtée. Réessayez, ou rechargez l’application si cela se reproduit.',
    tooSlow: 'L’IA a mis trop de temps à répondre et a été relancée. Réessayez.',
    stopped: 'L’IA a été arrêtée.',
    problem: 'L’IA a rencontré un problème qu’elle n’a pas su résoudre.',
  },
  announce: {
    placed: ({ name, v, r, c }: { name: string; v: number; r: number; c: number }) =>
      `${name} : tuile ${f.number(v)} en ligne ${f.number(r)}, colonne ${f.number(c)}, aucune minute.`,
    scored: ({ name, v, r, c, combos, minutes }: { name: string; v: number; r: number; c: number; combos: string; minutes: number }) =>
      `${name} : tuile ${f.number(v)} en ligne ${f.number(r)}, colonne ${f.number(c)}. ${combos} (${minutesOf(minutes)}).`,
    skipped: ({ name }: { name: string }) => `Tour passé pour ${name} : aucun coup possible.`,
    toMove: ({ name }: { name: string }) => `À ${name} de jouer.`,
    over: ({ names, minutes }: { names: readonly string[]; minutes: number }) =>
      f.plural(names.length, {
        one: `Partie terminée. Première place : ${f.list(names)}, avec ${minutesOf(minutes)}.`,
        other: `Partie terminée. Première place partagée : ${f.list(names)}, avec ${minutesOf(minutes)}.`,
      }),
  },
  log: {
    title: 'Coups',
    close: 'Fermer la liste des coups',
    empty: 'Aucun coup pour l’instant. La première tuile se pose à côté de la tuile de départ.',
    where: ({ r, c }: { r: number; c: number }) => `ligne ${f.number(r)}, col. ${f.number(c)}`,
    tile: ({ v }: { v: number }) => `tuile ${f.number(v)}`,
    skipped: ({ name }: { name: string }) => `Tour passé pour ${name} : aucun coup possible`,
    earlier: 'Afficher les coups précédents',
  },
  handoff: {
    pass: ({ name }: { name: string }) => `À ${name} de jouer`,
    tap: 'Touchez pour afficher vos tuiles',
    lookAway: ({ name }: { name: string }) => `${name}, vos tuiles vont s’afficher : les autres joueurs détournent le regard.`,
  },
  results: {
    kicker: 'Partie terminée',
    youWin: 'Vous avez gagné !',
    wins: ({ name }: { name: string }) => `${name} gagne`,
    shareWin: ({ names }: { names: readonly string[] }) => `${f.list(names)} se partagent la victoire`,
    combinations: 'Combinaisons',
    none: 'aucune',
    rematch: 'Rejouer',
    seeBoard: 'Plateau',
    noTilesLeft: 'main vide',
    tilesLeft: ({ n, tiles }: { n: number; tiles: readonly number[] }) => `${f.number(n)} en main : ${tiles.map(f.number).join(' ')}`,
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
      f.plural(winners.length, {
        one: `${f.list(tied)} sont à égalité avec ${minutesOf(minutes)} ; ${f.list(winners)} l’emporte avec moins de tuiles en main (${f.number(left)} contre ${f.list(others.map(f.number))}).`,
        other: `${f.list(tied)} sont à égalité avec ${minutesOf(minutes)} ; ${f.list(winners)} se partagent la première place avec moins de tuiles en main (${f.number(left)} contre ${f.list(others.map(f.number))}).`,
      }),
    sharedFirst: ({ names }: { names: readonly string[] }) =>
      `${f.list(names)} ont autant de minutes et autant de tuiles en main : la première place est partagée.`,
  },

  /** Words more than one menu screen shows (en.ts's `common` has the rest). */
  shared: {
    /** The mark printed on a double cell. */
    doubleMark: '2x',
    /** Minutes gained: « +40 ». */
    gain: ({ n }: { n: number }) => `+${f.number(n)}`,
    /** « 10 + 8 + 6 = 24 » */
    sum: ({ tiles, total }: { tiles: readonly number[]; total: number }) => `${tiles.map(f.number).join(' + ')} = ${f.number(total)}`,
  },
  loading: {
    /** A screen's code could not be fetched (offline before it was cached); a Try again button follows. */
    failed: 'Impossible de charger cet écran. Vérifiez la connexion, puis réessayez.',
  },
  home: {
    tagline: 'Deux jeux de table, partout, même hors ligne',
    menu: 'Menu',
    movesPlayed: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} coup joué`, other: `${f.number(n)} coups joués` }),
    games: 'Parties',
    rules: 'Règles',
  },
  newGame: {
    players: 'Joueurs',
    name: ({ n }: { n: number }) => `Nom du joueur ${f.number(n)}`,
    remove: ({ n }: { n: number }) => `Retirer le joueur ${f.number(n)}`,
    playsAs: ({ n }: { n: number }) => `Joueur ${f.number(n)} : humain ou IA`,
    addPlayer: 'Ajouter un joueur',
    whoStarts: 'Qui commence',
    random: 'Au hasard',
    openHands: 'Jeu à découvert',
    openHandsDetail: 'Les tuiles de chacun face visible, pour apprendre ensemble.',
    start: 'Lancer la partie',
    game: 'Jeu',
    firstDealer: 'Premier donneur',
    randomDealer: 'Au hasard',
  },
  games: {
    twentyFourSeven: { name: '24/7', line: 'Posez des tuiles, faites 7 et 24, amassez le plus de minutes' },
    septJours: { name: '7 Jours 4 Éléments', line: 'Coupez sept cartes en paquets, choisissez le vôtre, dominez les quatre éléments' },
  },
  settings: {
    confirm: 'Confirmer chaque coup',
    confirmDetail: 'Montre d’abord la tuile et ses minutes, avec les boutons Placer et Reprendre.',
    hints: 'Indices',
    hintsDetail: 'Un bouton Indice propose un coup à votre tour.',
    vibration: 'Vibration',
    vibrationDetail: 'Une courte vibration quand une tuile est posée, sur les téléphones qui le permettent.',
    motion: 'Animations',
    motionSystem: 'Suivre le réglage du système',
    motionReduced: 'Toujours réduire les animations',
    language: 'Langue',
    /** The language setting 'auto': the first of the device's languages the app speaks. */
    languageDevice: 'Langue de l’appareil',
    languageOffline: ({ name }: { name: string }) =>
      `${name} demande une connexion la première fois. Connectez-vous, puis choisissez cette langue à nouveau.`,
    sound: 'Son',
    soundDetail: 'De petits sons discrets quand on joue les tuiles et les cartes.',
    volume: 'Volume',
    volumeValue: ({ share }: { share: number }) => f.percent(share),
  },
  history: {
    statistics: 'Statistiques',
    importGame: 'Importer',
    inPlay: 'En cours',
    /** A game in play: when it was last played, relative (« il y a 2 jours »), and how far it got. */
    lastPlayed: ({ when, n }: { when: number; n: number }) => `${f.ago(when)} · ${movesOf(n)}`,
    finished: 'Terminées',
    noneFinished: 'Aucune partie terminée pour l’instant. Chaque partie finie est gardée ici, pour la revoir coup par coup.',
    /** A game among people only: who took first place. */
    won: ({ names }: { names: readonly string[] }) =>
      f.plural(names.length, { one: `${f.list(names)} a gagné`, other: `${f.list(names)} ont gagné` }),
    youWon: 'Victoire',
    youLost: 'Défaite',
    damaged: 'Parties illisibles',
    /** `reason` is a sentence from `savedProblems` or `recordProblems`. */
    damagedSave: ({ reason }: { reason: string }) => `Impossible d’ouvrir cette partie enregistrée. ${reason}`,
    exportIt: 'Exporter',
    delete: 'Supprimer',
    confirmDelete: 'Supprimer définitivement cette partie enregistrée ?',
    unavailable: 'Les parties enregistrées ne sont pas disponibles dans ce navigateur.',
    unreadable: 'Impossible de lire les parties enregistrées.',
  },
  stats: {
    finishedCount: ({ n }: { n: number }) =>
      f.plural(n, { one: `${f.number(n)} partie terminée`, other: `${f.number(n)} parties terminées` }),
    against: 'Adversaire',
    played: 'Jouées',
    won: 'Gagnées',
    /** Games with no AI at the table. */
    people: 'Entre amis',
    /** Wins are not counted for games among people only. */
    notCounted: '–',
    best: 'Meilleur score',
    /** Under the best score: who made it, and on what day. */
    bestBy: ({ name, when }: { name: string; when: number }) => `${name}, le ${f.day(when)}`,
    noBest: 'Terminez une partie pour en établir un.',
    combos: 'Vos combinaisons',
    bonuses: 'Vos majorités et minorités',
    notSaving: 'Les statistiques reposent sur les parties enregistrées, et ce navigateur n’enregistre rien.',
  },
  review: {
    title: 'Analyse de la partie',
    open: 'Analyser cette partie',
    running: ({ done, total }: { done: number; total: number }) => `Analyse du coup ${f.number(done + 1)} sur ${f.number(total)}…`,
    progress: 'Avancement de l’analyse',
    cancel: 'Arrêter',
    stopped: ({ done, total }: { done: number; total: number }) =>
      `Analyse arrêtée après ${f.number(done)} coups sur ${f.number(total)}. Elle reprendra là.`,
    resume: 'Reprendre l’analyse',
    failed: ({ reason }: { reason: string }) => `L’analyse s’est arrêtée : ${reason}`,
    retry: 'Réessayer',
    accuracy: 'Précision',
    accuracyValue: ({ n }: { n: number }) => f.percent(n / 100),
    noMoves: 'Aucun coup à juger',
    givenAway: ({ n }: { n: number }) =>
      f.plural(Math.round(n), {
        one: `${f.number(Math.round(n))} minute laissée filer`,
        other: `${f.number(Math.round(n))} minutes laissées filer`,
      }),
    givenAwayPoints: ({ n }: { n: number }) =>
      f.plural(Math.round(n), {
        one: `${f.number(Math.round(n))} point laissé filer`,
        other: `${f.number(Math.round(n))} points laissés filer`,
      }),
    bestFound: ({ n, total }: { n: number; total: number }) => `Meilleur coup trouvé ${f.number(n)} fois sur ${f.number(total)}`,
    marks: { best: 'Meilleur', good: 'Bon', inaccuracy: 'Imprécision', mistake: 'Erreur', blunder: 'Gaffe' },
    whose: 'Coups de',
    costliest: 'Les coups les plus coûteux',
    noneCostly: 'Rien de perdu : chaque coup valait celui de l’analyse.',
    allMoves: 'Tous les coups',
    move: ({ n }: { n: number }) => `Coup ${f.number(n)}`,
    played: 'Joué',
    better: 'Mieux',
    same: 'Aussi le choix de l’analyse',
    forced: 'Le seul coup possible',
    expected: ({ win, margin }: { win: number; margin: number }) =>
      `Gagne ${f.percent(win)} · en moyenne ${minutesOf(Math.abs(Math.round(margin)))} ${margin >= 0 ? 'd’avance' : 'de retard'}`,
    expectedPoints: ({ win, margin }: { win: number; margin: number }) =>
      `Gagne ${f.percent(win)} · en moyenne ${f.number(Math.abs(Math.round(margin)))} points ${margin >= 0 ? 'd’avance' : 'de retard'}`,
    now: ({ n }: { n: number }) => `+${f.number(n)} tout de suite`,
    placement: ({ v, r, c }: { v: number; r: number; c: number }) =>
      `${f.number(v)} en ligne ${f.number(r + 1)}, colonne ${f.number(c + 1)}`,
    knew: ({ name }: { name: string }) => `Les tuiles de ${name} à ce moment`,
    pile: ({ n }: { n: number }) => f.plural(n, { one: '1 tuile dans la pioche', other: `${f.number(n)} tuiles dans la pioche` }),
    boardPlayed: ({ n }: { n: number }) => `Le plateau après le coup ${f.number(n)} tel qu’il a été joué`,
    boardBetter: ({ n }: { n: number }) => `Le plateau après le coup ${f.number(n)} avec le meilleur coup`,
    tookPacket: ({ n }: { n: number }) => `Paquet ${f.number(n)}`,
    dealtPackets: ({ shift }: { shift: number }) =>
      shift === 0 ? 'Coupée telle quelle' : `Décalée de ${f.number(Math.abs(shift))}, puis coupée`,
    howTitle: 'L’analyse de la partie',
    howJudge:
      'Après une partie, « Analyser cette partie » pèse chaque coup d’après ce que son joueur pouvait voir alors : la table, les scores et sa propre main, jamais les autres mains ni ce qui restait à venir. L’IA difficile, avec trois fois son temps habituel, joue le coup choisi et le sien jusqu’au bout dans les mêmes milliers de fins imaginées, et compare combien de fois chacun finit premier, et de combien.',
    howMarks:
      'Un coup est noté selon ce qu’il a laissé filer de cette chance : Meilleur (le choix de l’analyse, ou aussi bon), Bon, Imprécision (2 sur 100), Erreur (5 sur 100) et Gaffe (10 sur 100 ou plus). Les minutes ou points laissés filer sont l’avance que chaque coup a perdue en moyenne.',
    howAccuracy:
      'Précision : un coup aussi bon que celui de l’analyse compte 100 %, une gaffe 0 %, les autres entre les deux, selon ce qu’ils ont laissé filer. La précision d’un joueur est la moyenne sur ses coups ; un coup sans choix ne compte pas.',
  },
  takeBacks: {
    short: 'Annuler',
    button: 'Reprendre mon dernier coup',
    done: 'Coup repris. Les tuiles viennent dans le même ordre : vous piochez ce que vous aviez pioché.',
    count: ({ n }: { n: number }) => f.plural(n, { one: 'Un coup repris', other: `${f.number(n)} coups repris` }),
    failed: ({ reason }: { reason: string }) => `Ce coup n’a pas pu être repris : ${reason}`,
    withTakeBacks: 'Avec coups repris',
    straight: 'Parties jouées sans reprise',
    noBestStraight: 'Seules les parties jouées sans reprise comptent pour le meilleur score.',
  },
  daily: {
    title: 'Donne du jour',
    today: 'La donne du jour',
    deal: ({ n }: { n: number }) => `Donne nº ${f.number(n)}`,
    dealOn: ({ n, when }: { n: number; when: number }) => `Donne nº ${f.number(n)} · ${f.day(when)}`,
    against: 'En tête-à-tête contre l’IA moyenne',
    youStart: 'Vous jouez en premier',
    aiStarts: 'L’IA joue en premier',
    play: 'Jouer',
    played: 'Jouée',
    won: 'Gagnée',
    lost: 'Perdue',
    notPlayed: 'Pas encore jouée',
    begun: 'En cours',
    future: 'Pas encore ouverte',
    streak: 'Série',
    longestStreak: 'Plus longue série',
    days: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} jour`, other: `${f.number(n)} jours` }),
    oncePerDay: 'La donne de chaque jour ne se joue qu’une fois',
    noRestart: 'Une fois commencée, cette donne ne peut pas être recommencée',
    doneToday: 'La donne du jour est jouée. Une nouvelle arrive à minuit.',
    calendar: 'Donnes passées',
    calendarDetail: 'Toutes les donnes depuis la première peuvent encore être jouées, une fois chacune.',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    yourResult: 'Votre résultat',
    friendResult: 'Le résultat d’un ami',
    score: ({ minutes, n }: { minutes: number; n: number }) => `${minutesOf(minutes)} contre ${f.number(n)}`,
    share: 'Partager le résultat',
    shareWon: ({ n, minutes }: { n: number; minutes: number }) =>
      `24/7, donne du jour nº ${f.number(n)} : ${f.number(minutes)} min, gagnée contre l’IA moyenne`,
    shareLost: ({ n, minutes }: { n: number; minutes: number }) =>
      `24/7, donne du jour nº ${f.number(n)} : ${f.number(minutes)} min, perdue contre l’IA moyenne`,
    legend: 'Ce que disent les symboles',
    legendDoubled: 'Une tuile posée sur une case 2x',
    seeResult: 'Voir le résultat',
    streakOf: ({ n }: { n: number }) => f.plural(n, { one: `Série de ${f.number(n)} jour`, other: `Série de ${f.number(n)} jours` }),
    dayLabel: ({ when, n, state }: { when: number; n: number; state: string }) => `${f.day(when)}, donne nº ${f.number(n)} : ${state}`,
    resultCopied: 'Résultat copié. Collez-le dans un message : son lien ouvre la même donne.',
    statistics: 'Donnes du jour',
    linkProblems: {
      empty: 'Ce lien ne désigne aucune donne du jour.',
      date: 'Ce lien désigne un jour sans donne du jour.',
      future: 'Ce lien désigne un jour qui n’est encore arrivé nulle part dans le monde.',
      characters:
        'Ce lien est abîmé : il contient des caractères qu’un lien de donne du jour n’a jamais. Copiez à nouveau le lien en entier.',
      short: 'Ce lien est incomplet : il a sans doute été coupé lors de la copie. Copiez à nouveau le lien en entier.',
      damaged: 'Ce lien est abîmé : certains de ses caractères ont été modifiés. Copiez à nouveau le lien en entier.',
      newer: 'Ce lien a été créé par une version plus récente de 24/7. Mettez l’application à jour pour l’ouvrir.',
      impossible: 'Le résultat de ce lien ne peut venir d’aucune vraie partie : il a été modifié.',
    },
  },
  importing: {
    intro:
      'Ouvrez une partie qu’on vous a envoyée, ou que vous avez enregistrée. Une partie terminée s’ouvre en relecture ; une partie en cours se poursuit ici.',
    fromFile: 'Depuis un fichier',
    chooseFile: 'Choisir un fichier',
    fileHint: 'Un fichier de partie .json enregistré depuis cette appli',
    pasteTitle: 'Coller un lien ou le texte d’une partie',
    placeholder: 'https://…#game=…\nou { "game": "24-7", … }',
    paste: 'Coller',
    open: 'Ouvrir',
    /** `reason` is a sentence from `recordProblems`. */
    failedFile: ({ reason }: { reason: string }) => `Impossible d’ouvrir ce fichier de partie. ${reason}`,
    failedText: ({ reason }: { reason: string }) => `Impossible d’ouvrir ce texte de partie. ${reason}`,
    failedLink: ({ reason }: { reason: string }) => `Impossible d’ouvrir ce lien de partie. ${reason}`,
    empty: 'Collez d’abord un lien de partie ou le texte d’un fichier de partie.',
    foreign:
      'Ce n’est pas une partie de 24/7 ni de 7 Jours. Collez un lien de partie (il contient « #game= ») ou le texte d’un fichier de partie (il commence par « { »).',
    emptyFile: 'Ce fichier est vide : il ne contient aucune partie.',
    bigFile: 'Ce fichier est trop volumineux pour être une partie.',
    notGameFile: 'Ce fichier n’est pas un fichier de partie de 24/7 ni de 7 Jours.',
    unreadableFile: 'Impossible de lire ce fichier. Essayez de le choisir à nouveau.',
    clipboard: 'Impossible de lire le presse-papiers ici. Collez plutôt dans la zone de texte (appui long, puis Coller).',
  },
  /** Why a game link cannot be read (before its game is checked). */
  linkProblems: {
    empty: 'Ce lien ne contient aucune partie.',
    characters: 'Ce lien est abîmé : il contient des caractères qu’un lien de partie n’a jamais. Copiez à nouveau le lien en entier.',
    short: 'Ce lien est incomplet : il a sans doute été coupé lors de la copie. Copiez à nouveau le lien en entier.',
    damaged: 'Ce lien est abîmé : certains de ses caractères ont été modifiés. Copiez à nouveau le lien en entier.',
    newer: 'Ce lien a été créé par une version plus récente de 24/7. Mettez l’application à jour pour l’ouvrir.',
  },
  /** What is wrong with a game record (a file, a text, a link or a save), each a sentence of its own. */
  recordProblems: {
    json: 'Ce n’est pas un JSON complet : peut-être n’en a-t-on copié qu’un morceau.',
    notObject: 'Ce n’est pas un enregistrement de partie.',
    unknownGame: ({ game }: { game: string }) => `Il s’agit d’un jeu que cette application ne connaît pas (« ${game} »).`,
    newerVersion: ({ version }: { version: number }) =>
      `Ce contenu vient d’une version plus récente de 24/7 (version d’enregistrement ${f.number(version)}). Mettez l’application à jour pour l’ouvrir.`,
    /** `field` is the record's own name for it, as written in the file. */
    field: ({ field }: { field: string }) => `Le champ « ${field} » pose problème.`,
    malformedMove: ({ move }: { move: number }) => `Le coup ${f.number(move)} n’a pas la forme d’un coup.`,
    /** A move the rules refuse; `reason` is the refusal, a sentence (en.ts's `refusals`). Rows and columns count from 1. */
    refusedMove: ({ move, v, r, c, reason }: { move: number; v: number; r: number; c: number; reason: string }) =>
      `Le coup ${f.number(move)} (tuile ${f.number(v)} en ligne ${f.number(r)}, colonne ${f.number(c)}) enfreint les règles. ${reason}.`,
    brokenMove: ({ move }: { move: number }) => `Le coup ${f.number(move)} enfreint les règles.`,
  },
  /** What is wrong with a saved game besides its record, each a sentence of its own. */
  savedProblems: {
    notSaved: 'Ce n’est pas une partie enregistrée.',
    noId: 'Il lui manque un identifiant.',
    /** `text` the format as stored, written as JSON. */
    unknownFormat: ({ text }: { text: string }) => `Son format de sauvegarde (${text}) est inconnu de cette application.`,
    /** `version` the save's format. */
    newerFormat: ({ version }: { version: number }) =>
      `Cette sauvegarde vient d’une version plus récente de 24/7 (format de sauvegarde ${f.number(version)}).`,
    otherGame: 'Son enregistrement concerne une autre partie.',
  },
  share: {
    /** Under the sheet's title: « Ada contre IA difficile · 14 coups · en cours »; `title` is `common.versus`. */
    aboutInPlay: ({ title, n }: { title: string; n: number }) => `${title} · ${movesOf(n)} · en cours`,
    aboutFinished: ({ title, n }: { title: string; n: number }) => `${title} · ${movesOf(n)} · terminée`,
    system: 'Partager…',
    systemDetail: 'Vers un ami ou une autre appli',
    copyLink: 'Copier le lien',
    copyLinkDetail: 'S’ouvre dans 24/7, même hors ligne',
    saveFile: 'Enregistrer en fichier',
    copyText: 'Copier en texte',
    copyTextDetail: 'Pour un message ou une note',
    manual: 'Texte à copier',
    wholeDeck: 'La partie contient l’ordre de toutes les tuiles : qui l’ouvre peut voir celles qui restent à venir.',
    savedAs: ({ file }: { file: string }) => `Enregistré sous ${file}`,
    linkCopied: `Lien copié. ${LINK_AGAIN}`,
    textCopied: 'Texte de la partie copié. Collez-le dans « Importer » (écran Parties) pour l’ouvrir.',
    shared: 'Partage effectué.',
    linkInstead: `Le partage n’a pas fonctionné ici, le lien a donc été copié. ${LINK_AGAIN}`,
    copyLinkByHand: 'Ce navigateur ne peut pas copier ici. Sélectionnez le lien ci-dessous et copiez-le.',
    copyTextByHand: 'Ce navigateur ne peut pas copier ici. Sélectionnez le texte ci-dessous et copiez-le.',
    /** What the system share sheet sends: a title, then the summary, whose `items` are `sentScore`s. */
    sentTitle: ({ game }: { game: string }) => `Partie de ${game}`,
    sentScore: ({ name, minutes }: { name: string; minutes: number }) => `${name} ${f.number(minutes)}`,
    sentInPlay: ({ items, n }: { items: readonly string[]; n: number }) => `${items.join(', ')} après ${movesOf(n)}.`,
    sentOver: ({ items, winners }: { items: readonly string[]; winners: readonly string[] }) =>
      f.plural(winners.length, {
        one: `${items.join(', ')} : ${f.list(winners)} gagne.`,
        other: `${items.join(', ')} : ${f.list(winners)} se partagent la victoire.`,
      }),
  },
  replay: {
    /** Under the players' names; the day the game started (not the result: a replay should not tell the end first). */
    sub: ({ when }: { when: number }) => `Relecture · ${f.day(when)}`,
    /** The step shown: move `move` of `total`, move 0 being the deal. */
    step: ({ move, total }: { move: number; total: number }) => (move === 0 ? 'La donne' : `Coup ${f.number(move)} sur ${f.number(total)}`),
    scoresAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? 'Minutes après la donne' : `Minutes après le coup ${f.number(move)} sur ${f.number(total)}`,
    boardAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? 'Plateau après la donne' : `Plateau après le coup ${f.number(move)} sur ${f.number(total)}`,
    deal: ({ v, name }: { v: number; name: string }) => `Le ${f.number(v)} ouvre la partie sur la case de départ. À ${name} de commencer.`,
    /** Where the move went, rows and columns from 1. */
    where: ({ r, c }: { r: number; c: number }) => `Ligne ${f.number(r)}, colonne ${f.number(c)}`,
    whereDoubled: ({ r, c }: { r: number; c: number }) => `Ligne ${f.number(r)}, colonne ${f.number(c)} · case 2x`,
    doubled: '×2 sur une case 2x',
    noCombination: 'Aucune combinaison, aucune minute.',
    stillInPlay: 'La partie s’arrête ici : elle est toujours en cours.',
    finalRanking: 'Partie terminée · classement final',
    controls: 'Commandes de relecture',
    slider: 'Coup',
    first: 'Premier coup',
    previous: 'Coup précédent',
    play: 'Lecture',
    pause: 'Pause',
    next: 'Coup suivant',
    last: 'Dernier coup',
  },
  rules: {
    yourTurn: 'À votre tour',
    place: 'Posez une tuile de votre main (de 1 à 10) sur une case vide qui touche une tuile, par un côté ou par un coin.',
    limit:
      'Aucune ligne de tuiles qui se touchent, horizontale, verticale ou diagonale, ne peut dépasser 24. Sur chaque case, le plateau indique la plus grande tuile qui y rentre.',
    score: 'Chaque ligne qui passe par votre tuile rapporte des minutes. Puis vous piochez une tuile.',
    outOfTime: 'Une case où même un 1 ne rentre pas est hors du temps. Qui ne peut rien poser passe son tour.',
    end: 'Quand plus personne ne peut poser, la victoire revient à qui a le plus de minutes ; en cas d’égalité, à qui a le moins de tuiles en main.',
    scoring: 'Décompte',
    /** Names of the scoring table's rows that gather several combinations (the others are `combos`). */
    runs: 'Suite de 3 à 6',
    sets: 'Ensemble de 3 ou 4',
    doubleCell: 'Le temps s’accélère',
    /** The minutes column: the runs' minutes, from the shortest to the longest; the sets'. */
    minutesRange: ({ low, high }: { low: number; high: number }) => `${f.number(low)} à ${f.number(high)}`,
    minutesEither: ({ low, high }: { low: number; high: number }) => `${f.number(low)} ou ${f.number(high)}`,
    sum7: 'Une ligne de deux tuiles ou plus fait exactement 7.',
    sum24: 'Une ligne fait exactement 24.',
    /** `minutes` what each tile of a run adds. */
    run: ({ minutes }: { minutes: number }) =>
      `Des valeurs qui se suivent, en montant ou en descendant, dont votre tuile : ${minutesOf(minutes)} par tuile. Seule la plus longue suite compte.`,
    set: 'La même valeur trois ou quatre fois d’affilée.',
    bonus24in7: 'Une ligne, une colonne ou une grande diagonale pleine, de 7 tuiles, qui fait 24.',
    bonus247: 'Une même tuile fait un 24 sur une ligne et un 7 sur une autre (chaque paire de lignes compte).',
    double: 'Une tuile posée sur une case 2x double tout ce qu’elle rapporte à ce tour.',
    /** A picture's description: its rows (`parts`), each its cells in order (a tile's value, « vide », « 2x »). */
    example: ({ parts }: { parts: readonly string[] }) => `Exemple : ${parts.join(' / ')}`,
    /** `tiles` a line that makes a 24 and a run; `minutes` what it scores. */
    together: ({ tiles, minutes }: { tiles: readonly number[]; minutes: number }) =>
      `Une ligne marque pour sa somme et pour ses suites ou ensembles : ${tiles.map(f.number).join(' ')} fait un 24 et une suite, soit ${minutesOf(minutes)}.`,
  },
  storage: {
    unavailable:
      'Ce navigateur ne laisse pas 24/7 enregistrer (c’est le cas en navigation privée). Vous pouvez jouer, mais les parties ne sont gardées que jusqu’à la fermeture de l’application.',
    full: 'Le stockage de votre appareil est plein : le dernier coup n’a pas pu être enregistré. Libérez de la place, ou exportez la partie pour la garder.',
    newer:
      'Vos parties enregistrées viennent d’une version plus récente de 24/7. Rechargez pour obtenir cette version ; d’ici là, rien n’est enregistré ici et vos sauvegardes restent intactes.',
    blocked: 'Une ancienne version de 24/7 est encore ouverte dans un autre onglet. Fermez-la pour que celle-ci puisse enregistrer.',
    failed: 'L’enregistrement vient d’échouer. La partie continue et l’application réessaiera après le prochain coup.',
    otherTab: 'La sauvegarde de cette partie dans l’autre onglet n’a pas pu être lue : elle y reste.',
    damaged: ({ n }: { n: number }) =>
      f.plural(n, {
        one: 'Une partie enregistrée n’a pas pu être ouverte. Elle est gardée pour que vous puissiez l’exporter.',
        other: `${f.number(n)} parties enregistrées n’ont pas pu être ouvertes. Elles sont gardées pour que vous puissiez les exporter.`,
      }),
    seeDamaged: ({ n }: { n: number }) => f.plural(n, { one: 'La voir', other: 'Les voir' }),
  },
  elsewhere: {
    title: 'Cette partie est ouverte dans un autre onglet',
    body: 'Pour que sa sauvegarde reste intacte, elle ne se joue qu’à un seul endroit à la fois. Vous pouvez continuer ici : l’autre onglet s’arrêtera alors.',
    playHere: 'Jouer ici',
  },
  install: {
    button: 'Installer l’appli',
    /** iOS Safari, after a picture of its Share icon; « Partager » and « Sur l’écran d’accueil » are Safari's own words. */
    iosHint: 'Pour installer, touchez Partager (le carré avec une flèche), puis « Sur l’écran d’accueil ».',
  },
  update: {
    ready: 'Une nouvelle version est prête',
    update: 'Mettre à jour',
    updating: 'Mise à jour…',
    notNow: 'Plus tard',
  },

  /** 7 Jours 4 Éléments : l’écran de jeu et la règle, avec les mots de la règle d’origine. */
  sept: {
    title: '7 Jours',
    elements: { earth: 'Terre', air: 'Air', water: 'Eau', fire: 'Feu' },
    card: ({ name, n }: { name: string; n: number }) =>
      n === 0 ? `${name}, sans étoile` : f.plural(n, { one: `${name}, 1 étoile`, other: `${name}, ${f.number(n)} étoiles` }),
    label: ({ parts }: { parts: readonly string[] }) => parts.join('. '),
    round: ({ n, total }: { n: number; total: number }) => `Tour ${f.number(n)} sur ${f.number(total)}`,
    deals: ({ name }: { name: string }) => `Donneur : ${name}`,
    dealer: 'Donneur',
    board: 'Cartes prises',
    points: ({ n }: { n: number }) => f.plural(n, { one: `${f.number(n)} point`, other: `${f.number(n)} points` }),
    pointsShort: 'pts',
    holding: ({ name, count, n }: { name: string; count: number; n: number }) =>
      count === 0
        ? `${name} : aucune`
        : `${name} : ${f.plural(count, { one: `${f.number(count)} carte`, other: `${f.number(count)} cartes` })}, ${
            n === 0 ? 'sans étoile' : f.plural(n, { one: '1 étoile', other: `${f.number(n)} étoiles` })
          }`,
    most: 'majoritaire',
    fewest: 'minoritaire',
    player: ({ name, total }: { name: string; total: number }) =>
      `${name}, ${f.plural(total, { one: `${f.number(total)} point`, other: `${f.number(total)} points` })}`,
    legendMost: 'majoritaire',
    legendFewest: 'minoritaire',
    row: 'La rangée de cartes',
    packets: 'Paquets',
    packetNumber: ({ n }: { n: number }) => `Paquet ${f.number(n)}`,
    packet: ({ n, items }: { n: number; items: readonly string[] }) => `Paquet ${f.number(n)} : ${f.list(items)}`,
    taken: ({ name }: { name: string }) => `pris par ${name}`,
    gain: ({ n }: { n: number }) => (n === 0 ? 'aucun point pour vous' : n > 0 ? `+${f.number(n)} pour vous` : `${f.number(n)} pour vous`),
    winsMost: ({ name }: { name: string }) => `vous devenez majoritaire en ${name}`,
    losesMost: ({ name }: { name: string }) => `vous n’êtes plus majoritaire en ${name}`,
    winsFewest: ({ name }: { name: string }) => `vous devenez minoritaire en ${name}`,
    losesFewest: ({ name }: { name: string }) => `vous n’êtes plus minoritaire en ${name}`,
    shiftLeft: 'Mettre la première carte au bout',
    shiftRight: 'Mettre la dernière carte en tête',
    shifts: ({ n, total }: { n: number; total: number }) => `Décalages ${f.number(n)}/${f.number(total)}`,
    undoShift: 'Annuler le décalage',
    cutAt: ({ low, high }: { low: number; high: number }) => `Couper entre la carte ${f.number(low)} et la carte ${f.number(high)}`,
    packetsCount: ({ n, total }: { n: number; total: number }) =>
      f.plural(n, { one: `${f.number(n)} paquet sur ${f.number(total)}`, other: `${f.number(n)} paquets sur ${f.number(total)}` }),
    deal: 'Donner',
    take: 'Prendre',
    cancel: 'Annuler',
    yourDeal: ({ total }: { total: number }) => `À vous de donner : touchez entre les cartes pour faire ${f.number(total)} paquets`,
    theirDealHere: ({ name, total }: { name: string; total: number }) =>
      `${name}, à vous de donner : touchez entre les cartes pour faire ${f.number(total)} paquets`,
    yourPick: 'À vous de choisir : touchez un paquet ou glissez-le sur votre ligne',
    theirPickHere: ({ name }: { name: string }) => `${name}, à vous de choisir : touchez un paquet ou glissez-le sur votre ligne`,
    toPick: ({ name }: { name: string }) => `À ${name} de choisir`,
    lastPacket: ({ name }: { name: string }) => `${name} prend le dernier paquet`,
    skip: 'Touchez pour passer',
    shiftLimit: ({ n }: { n: number }) =>
      `Le donneur peut déplacer une carte d’un bout à l’autre ${n === 2 ? 'deux fois' : f.plural(n, { one: 'une fois', other: `${f.number(n)} fois` })} au plus`,
    onlyEnds: 'Seule une carte d’un bout se déplace : glissez la première ou la dernière carte à l’autre bout',
    tooManyCuts: ({ total }: { total: number }) => `Cela ferait plus de ${f.number(total)} paquets : retirez d’abord une coupe`,
    wrongCount: ({ n, total }: { n: number; total: number }) =>
      `Coupez d’abord la rangée en ${f.number(total)} paquets (${f.plural(n, { one: `${f.number(n)} paquet`, other: `${f.number(n)} paquets` })} pour l’instant)`,
    packetTaken: 'Ce paquet est déjà pris',
    notYours: ({ name }: { name: string }) => `C’est au tour de ${name}`,
    refused: 'Ce coup n’est pas permis ici',
    dealt: ({ name, n, parts }: { name: string; n: number; parts: readonly string[] }) =>
      `${name} ${
        n === 0
          ? 'a gardé la rangée telle quelle'
          : `a déplacé ${Math.abs(n) === 1 ? 'une carte' : `${f.number(Math.abs(n))} cartes`} ${n > 0 ? 'de gauche à droite' : 'de droite à gauche'}`
      } et fait ${f.number(parts.length)} paquets : ${parts.join(' ; ')}.`,
    took: ({ name, n, items }: { name: string; n: number; items: readonly string[] }) =>
      `${name} a pris le paquet ${f.number(n)} : ${f.list(items)}.`,
    toPickNow: ({ name }: { name: string }) => `À ${name} de choisir.`,
    roundStarts: ({ n, name }: { n: number; name: string }) => `Tour ${f.number(n)}. Donneur : ${name}.`,
    over: ({ names, n }: { names: readonly string[]; n: number }) =>
      f.plural(names.length, {
        one: `Partie terminée. Première place : ${f.list(names)}, avec ${f.plural(n, { one: `${f.number(n)} point`, other: `${f.number(n)} points` })}.`,
        other: `Partie terminée. Première place partagée : ${f.list(names)}, avec ${f.plural(n, { one: `${f.number(n)} point`, other: `${f.number(n)} points` })}.`,
      }),
    logEmpty: 'Aucun coup pour l’instant. Le donneur décale puis coupe la rangée.',
    logDealt: ({ n }: { n: number }) =>
      n === 0 ? 'a donné, sans décalage' : `a donné, décalage ${n > 0 ? '+' : '−'}${f.number(Math.abs(n))}`,
    logTook: ({ n }: { n: number }) => `a pris le paquet ${f.number(n)}`,
    stars: 'Étoiles',
    majorities: 'Majorité',
    minorities: 'Minorité',
    total: 'Total',
    breakdown: 'Points',
    seeTable: 'Voir la table',
    handoffDeal: 'Pour donner la prochaine rangée',
    handoffPick: 'Pour choisir un paquet',
    ready: 'C’est parti',
    rules: 'Comment jouer à 7 Jours',
    rulesCards: 'Les cartes',
    rulesCardsText: ({ n }: { n: number }) =>
      `${f.number(n)} cartes en quatre éléments, sept par élément. Dans chaque élément, une carte a 3 étoiles, une 2 étoiles, deux 1 étoile et trois aucune.`,
    rulesRound: 'Un tour',
    rulesLayOut:
      'Le donneur prend les 7 cartes du dessus de la pioche et les aligne, faces visibles, de gauche à droite dans l’ordre de la prise.',
    rulesShift: 'Deux fois au plus, il peut déplacer la carte de l’une des extrémités et la mettre à l’autre extrémité.',
    rulesCut: 'Puis il regroupe les cartes, sans changer leur ordre, en autant de paquets que de joueurs (4 paquets à 2 joueurs).',
    rulesPick:
      'Le joueur à sa gauche prend le paquet qu’il veut, et ainsi de suite ; le donneur récupère le dernier paquet. À 2 joueurs, les paquets sont pris à tour de rôle, l’autre joueur d’abord.',
    rulesNext: 'Le joueur à gauche du donneur devient le donneur. Après 4 tours, toutes les cartes sont prises.',
    rulesScoring: 'Décompte',
    rulesStars: 'Chaque étoile rapporte 1 point.',
    rulesMost: 'Pour chaque élément, le joueur qui en a strictement le plus de cartes (majoritaire) gagne 5 points.',
    rulesFewest:
      'Pour chaque élément, le joueur qui en a strictement le moins (minoritaire) gagne 5 points, en comptant ceux qui n’en ont aucune.',
    rulesTies:
      'S’il y a plusieurs joueurs majoritaires ou minoritaires sur un élément, les points ne sont pas attribués. Gagne celui qui a le plus de points ; à égalité, la place est partagée.',
    rulesBoard:
      'Sur la table, ↑ marque le joueur majoritaire d’un élément et ↓ le minoritaire. À votre tour, chaque paquet montre ce qu’il ajouterait à vos points.',
    exampleRow: 'La rangée telle qu’alignée',
    exampleShift: 'Décalée une fois : la première carte passe au bout',
    exampleCut: 'Coupée en 4 paquets',
    pointsChange: ({ name, n }: { name: string; n: number }) =>
      n === 0
        ? `${name} : aucun changement`
        : `${name} : ${n > 0 ? '+' : '−'}${f.plural(Math.abs(n), { one: '1 point', other: `${f.number(Math.abs(n))} points` })}`,
    pointsDelta: ({ n }: { n: number }) => (n > 0 ? `+${f.number(n)}` : n < 0 ? `−${f.number(-n)}` : f.number(0)),
    othersChanged: 'Points des autres joueurs',
    tableAt: ({ move, total }: { move: number; total: number }) =>
      move === 0 ? 'La table au début' : `La table après le coup ${f.number(move)} sur ${f.number(total)}`,
  },
};
