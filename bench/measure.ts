/** Timing helpers for the benchmarks: medians of repeated timed runs, printed as a table. */

export interface Row {
  name: string;
  fast: number;
  naive: number;
}

/**
 * Calls `work` repeatedly for `runs` runs of about `runMs` milliseconds each (after a warm-up) and
 * returns the median rate in calls per second.
 */
export function measure(work: () => void, runs = 7, runMs = 400): number {
  const deadline = performance.now() + runMs;
  while (performance.now() < deadline) work(); // warm-up: let the JIT settle
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    let calls = 0;
    const start = performance.now();
    let now = start;
    while (now - start < runMs) {
      for (let k = 0; k < 16; k++) work();
      calls += 16;
      now = performance.now();
    }
    rates.push((calls * 1000) / (now - start));
  }
  rates.sort((a, b) => a - b);
  return rates[runs >> 1]!;
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

export function printTable(rows: Row[]): void {
  console.log(`node ${process.version}, one core, medians of 7 runs`);
  console.log('| measure (per second) | engine | plain reference | ratio |');
  console.log('|---|---:|---:|---:|');
  for (const { name, fast, naive } of rows) {
    console.log(`| ${name} | ${format(fast)} | ${format(naive)} | ${(fast / naive).toFixed(0)}× |`);
  }
}
