/**
 * The Node command line: `replay FILE|-`, `new --players N [--seed S]` and `engine` (see the rules'
 * command-line contract). Exit codes: 0 success, 1 invalid input (one line on standard error), 2 bad usage.
 */
import { readFileSync } from 'node:fs';
import { newRecord, isPlayerCount } from '../engine/twentyfourseven/index.js';
import { runEngine } from './engine.js';
import { replayText } from './replay.js';

const USAGE = `usage:
  cli replay FILE|-              validate and replay a game record (- reads standard input)
  cli new --players N [--seed S] print a new game record with a shuffled deck
  cli engine                     answer engine-protocol requests, one JSON line each, on standard input`;

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
    case 'new': {
      const players = Number(option(rest, '--players'));
      if (!isPlayerCount(players)) usage('--players must be 2, 3 or 4');
      const seed = option(rest, '--seed') ?? String(Date.now());
      process.stdout.write(`${JSON.stringify(newRecord(players, /^\d+$/.test(seed) ? Number(seed) : seed))}\n`);
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
