/** Timing helpers for the benchmarks: medians of repeated timed runs, printed as a table. */
import { cpus, loadavg } from 'node:os';

export interface Row {
  name: string;
  fast: number;
  naive: number;
}

/**
 * Milliseconds of CPU time this process has used. Rates are taken per CPU second, not per wall-clock
 * second: on a machine shared with other work, the time the process waits for a core is not the
 * engine's, and wall-clock rates swing with the load while CPU-time rates hold.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The middle value (of an even count, the upper of the two in the middle); 0 of none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[sorted.length >> 1]!;
}

/**
 * Calls `work` repeatedly for `runs` runs of about `runMs` milliseconds of CPU time each (after a
 * warm-up) and returns the median rate in calls per CPU second.
 */
export function measure(work: () => void, runs = 7, runMs = 400): number {
  const deadline = cpuMs() + runMs;
  while (cpuMs() < deadline) work(); // warm-up: let the JIT settle
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    let calls = 0;
    const start = cpuMs();
    let now = start;
    while (now - start < runMs) {
      for (let k = 0; k < 16; k++) work();
      calls += 16;
      now = cpuMs();
    }
    rates.push((calls * 1000) / (now - start));
  }
  return median(rates);
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

export function printTable(rows: Row[]): void {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`node ${process.version}, one core, per CPU second, medians of 7 runs; ${cpus().length} cores, load average ${load}`);
  console.log('| measure (per second) | engine | plain reference | ratio |');
  console.log('|---|---:|---:|---:|');
  for (const { name, fast, naive } of rows) {
    console.log(`| ${name} | ${format(fast)} | ${format(naive)} | ${(fast / naive).toFixed(0)}× |`);
  }
}
