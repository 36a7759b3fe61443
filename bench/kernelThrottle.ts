/**
 * A slower phone made by the kernel rather than by DevTools (`bench:smooth --throttle kernel`): the
 * page's main thread alone is put in a cgroup (v1 `cpu` controller) whose CPU bandwidth is 1/rate of
 * one core, 1 ms of CPU every `rate` ms. DevTools' throttle spins the thread (rate − 1)× the wall time
 * since it last ran, time spent waiting for a core included, so on a busy machine of two cores every
 * wait costs rate× over; the kernel's bandwidth counts only the CPU the thread used, so a wait costs
 * what it costs. And as on a phone of many cores, that thread has the first core to itself: every
 * other thread of the browsers and of this script (the app's worker, the compositor, the GPU process,
 * the driver) is kept on the others, threads started later too (checked every CHECK_MS).
 * `bench:smooth --throttle apart` keeps the thread apart the same way under DevTools' throttle, so
 * that its spin and its waits for a core no longer fall on the other threads' core, nor theirs on it.
 * Needs root, a writable /sys/fs/cgroup/cpu (cgroup v1) and two cores or more, as on these machines.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
/** The bandwidth's smallest quota (the kernel's floor is 1 ms): the period is rate times it. */
const QUOTA_US = 1000;
/** How often threads started since are moved off the main thread's core, ms. */
const CHECK_MS = 1000;

export interface KernelThrottle {
  /** Takes the thread out of the cgroup, removes it, and lets every thread run on every core again. */
  release(): void;
}

/** The processes on this machine that `keep` keeps (one that ends meanwhile is left out). */
function processes(keep: (pid: string) => boolean): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && keep(pid);
    } catch {
      return false;
    }
  });
}

/** Chromium's renderers (`--type=renderer` in their command line). */
const renderers = () => processes((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'));

/** The threads of Chromium's processes and of this script's. */
function threadsAround(): string[] {
  const around = processes((pid) => pid === String(process.pid) || readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'chromium');
  return around.flatMap((pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`);
    } catch {
      return [];
    }
  });
}

/** Keeps a thread to the given cores (taskset's list, e.g. "0" or "1-7"); one that has ended is let be. */
function pin(thread: string, cores: string): void {
  try {
    execFileSync('taskset', ['-pc', cores, thread], { stdio: 'ignore' });
  } catch {
    // ended meanwhile
  }
}

/** CPU time of a process's main thread (its id is the process's), in clock ticks. */
function mainThreadTicks(pid: string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

/** The page's main thread kept alone on the first core, every other thread around on the others. */
export interface ThreadApart {
  /** The page's main thread (its id is its renderer's). */
  thread: string;
  /** Lets every thread run on every core again. */
  release(): void;
}

/**
 * Keeps the page's main thread alone on the first core, as on a phone of many cores: every other
 * thread of the browsers and of this script (the app's worker, the compositor, the GPU process, the
 * driver) on the others, threads started later too. `busy` keeps that thread working for a while
 * (some milliseconds of JavaScript in the page): the renderer whose main thread used most CPU
 * meanwhile is the page's, whatever other browsers run on the machine.
 */
export async function keepMainThreadApart(busy: () => Promise<unknown>): Promise<ThreadApart> {
  const cores = availableParallelism();
  if (cores < 2) throw new Error("the page's main thread can be kept apart only with two cores: one for it, one for the rest");
  const candidates = renderers();
  const before = candidates.map(mainThreadTicks);
  await busy();
  const used = candidates.map((pid, i) => mainThreadTicks(pid) - before[i]!);
  const most = Math.max(...used);
  if (!(most > 0)) throw new Error('could not tell which renderer runs the page');
  const thread = candidates[used.indexOf(most)]!;
  const others = `1-${cores - 1}`;
  const kept = new Set<string>([thread]);
  const keepApart = () => {
    for (const other of threadsAround()) {
      if (kept.has(other)) continue;
      kept.add(other);
      pin(other, others);
    }
  };
  keepApart();
  pin(thread, '0');
  const checking = setInterval(keepApart, CHECK_MS);
  return {
    thread,
    release() {
      clearInterval(checking);
      for (const own of readdirSync(`/proc/${process.pid}/task`)) pin(own, `0-${cores - 1}`);
    },
  };
}

/** Slows the page's main thread `rate`×, kept apart (`keepMainThreadApart`, whose `busy` finds it). */
export async function throttleByKernel(rate: number, busy: () => Promise<unknown>): Promise<KernelThrottle> {
  if (!existsSync(`${CPU_CGROUPS}/tasks`)) {
    throw new Error(`--throttle kernel needs cgroup v1's cpu controller at ${CPU_CGROUPS} (and root); use the default throttle`);
  }
  const apart = await keepMainThreadApart(busy);
  const cgroup = `${CPU_CGROUPS}/bench-smooth-${process.pid}`;
  try {
    mkdirSync(cgroup, { recursive: true });
    writeFileSync(`${cgroup}/cpu.cfs_period_us`, String(Math.round(QUOTA_US * rate)));
    writeFileSync(`${cgroup}/cpu.cfs_quota_us`, String(QUOTA_US));
    writeFileSync(`${cgroup}/tasks`, apart.thread);
  } catch (error) {
    apart.release();
    throw new Error(`--throttle kernel could not set up its cgroup (it needs root): ${(error as Error).message}`);
  }
  return {
    release() {
      apart.release();
      try {
        writeFileSync(`${CPU_CGROUPS}/tasks`, apart.thread);
      } catch {
        // the thread has ended with its browser
      }
      rmdirSync(cgroup);
    },
  };
}
