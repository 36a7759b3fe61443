/**
 * The Node command line, for both games: `replay FILE|-`, `review FILE|- [--rollouts N]`, `new [--game G]
 * --players N [--first-dealer D] [--seed S]` and `engine` (see the rules' command-line contracts). Exit
 * codes: 0 success, 1 invalid input (one line on standard error), 2 bad usage.
 */
import { readFileSync } from 'node:fs';
import { GAME_IDS, GAMES, isGameId } from '../engine/games.js';
import { createRng } from '../engine/rng.js';
import * as SeptJours from '../engine/septjours/index.js';
import * as TwentyFourSeven from '../engine/twentyfourseven/index.js';
import { runEngine } from './engine.js';
import { replayText } from './replay.js';
import { reviewText } from './review.js';

const USAGE = `usage:
  cli replay FILE|-     validate and replay a game record of either game (- reads standard input)
  cli review FILE|- [--rollouts N]
                        review every move of a record of either game from its seat's view, as the strongest
                        AI sees it: one JSON object, per move and per seat; --rollouts N caps each move's search
                        at N rollouts (default: the review's own budget) for a quick, rougher review
  cli new [--game G] --players N [--first-dealer D] [--seed S]
                        print a new game record with a shuffled deck; G is ${GAME_IDS.join(' (default) or ')};
                        7-jours takes 2 to 5 players and a first dealer (a seat; drawn from the seed if not given)
  cli engine            answer engine-protocol requests, one JSON line each, on standard input`;

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function readInput(path: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    process.exit(1);
  }
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) usage(`${name} needs a value`);
  return value;
}

/** The record `cli new` prints, from its options; bad options end in usage and exit 2. */
function newGameRecord(args: string[]): TwentyFourSeven.GameRecord | SeptJours.GameRecord {
  const game = option(args, '--game') ?? '24-7';
  if (!isGameId(game)) usage(`unknown game "${game}" for --game (valid games: ${GAME_IDS.join(', ')})`);
  const counts = GAMES[game].playerCounts;
  const players = Number(option(args, '--players'));
  if (!counts.includes(players)) usage(`--players must be ${counts.slice(0, -1).join(', ')} or ${counts.at(-1)} for ${game}`);
  const seedText = option(args, '--seed') ?? String(Date.now());
  const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
  const dealerText = option(args, '--first-dealer');
  if (game === '24-7') {
    if (dealerText !== undefined) usage('--first-dealer is for 7-jours: in 24-7 the first player is seat 0');
    return TwentyFourSeven.newRecord(players as TwentyFourSeven.PlayerCount, seed);
  }
  const firstDealer = dealerText === undefined ? createRng(`${seedText}:first-dealer`).below(players) : Number(dealerText);
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    usage(`--first-dealer must be a seat from 0 to ${players - 1}`);
  }
  return SeptJours.newRecord(players, seed, firstDealer);
}

export async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'replay': {
      if (rest.length !== 1) usage('replay takes one FILE, or - for standard input');
      const result = replayText(readInput(rest[0]!));
      if ('error' in result) {
        process.stderr.write(`${result.error}\n`);
        process.exit(1);
      }
      process.stdout.write(`${result.out}\n`);
      return;
    }
    case 'review': {
      const rolloutsText = option(rest, '--rollouts');
      const rollouts = rolloutsText === undefined ? undefined : Number(rolloutsText);
      if (rollouts !== undefined && !(Number.isInteger(rollouts) && rollouts >= 1)) usage('--rollouts must be a whole number, at least 1');
      const files = rest.filter((arg, i) => arg !== '--rollouts' && rest[i - 1] !== '--rollouts');
      if (files.length !== 1 || files[0]!.startsWith('--'))
        usage('review takes one FILE, or - for standard input, and optionally --rollouts N');
      const result = reviewText(readInput(files[0]!), rollouts);
      if ('error' in result) {
        process.stderr.write(`${result.error}\n`);
        process.exit(1);
      }
      process.stdout.write(`${result.out}\n`);
      return;
    }
    case 'new': {
      process.stdout.write(`${JSON.stringify(newGameRecord(rest))}\n`);
      return;
    }
    case 'engine': {
      if (rest.length !== 0) usage('engine takes no arguments: it reads requests on standard input');
      await runEngine(process.stdin, process.stdout);
      return;
    }
    default:
      usage(command ? `unknown command "${command}"` : 'no command given');
  }
}

await main(process.argv.slice(2));
