/** The benchmarks' command line: `--name value` options, `--flag` switches and the game to play. */
const args = process.argv.slice(2);

/** The value after `--name`, or null when it is not given. */
export function optionGiven(name: string): string | null {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1]! : null;
}

/** The value after `--name`, or `fallback`. */
export const option = (name: string, fallback: string): string => optionGiven(name) ?? fallback;

/** Whether `--name` is on the command line. */
export const flag = (name: string): boolean => args.includes(`--${name}`);

/** `--game`: 24-7 (the default) or 7-jours; any other name is refused. */
export function gameOption(): '24-7' | '7-jours' {
  const game = option('game', '24-7');
  if (game !== '24-7' && game !== '7-jours') throw new Error(`--game must be 24-7 or 7-jours, not ${game}`);
  return game;
}
