// The parts of a benchmark run's set-up that are decisions, not I/O, so they can be tested
// (bench/support/run-options.test.ts): what the command line asks for, and how CPUs are shared
// between the servers and the load generator.

export interface RunOptions {
  /** Length of one load round, in seconds. */
  seconds: number;
  /** Alternating rounds per pair of server processes. */
  rounds: number;
  /** Pairs of fresh server processes, started one pair after the other. */
  pairs: number;
}

const DEFAULTS: RunOptions = { seconds: 10, rounds: 3, pairs: 3 };

/**
 * Reads `[seconds] [rounds] [pairs]` (positional; flags such as `--serve=` are skipped). A value
 * that is not a whole number of at least 1 is an error that names it; nothing runs on a guess.
 */
export function parseRunOptions(args: readonly string[]): RunOptions {
  const positional = args.filter((a) => !a.startsWith('--'));
  const names = ['seconds', 'rounds', 'pairs'] as const;
  const options = { ...DEFAULTS };
  for (const [index, name] of names.entries()) {
    const raw = positional[index];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number of at least 1, not ${JSON.stringify(raw)}`);
    }
    options[name] = value;
  }
  if (positional.length > names.length) {
    throw new Error(
      `at most three arguments (seconds, rounds, pairs); got ${positional.length}: ${positional.join(' ')}`,
    );
  }
  return options;
}

export interface CpuPinning {
  /** Command prefix for every server process: it runs on the last CPU alone. */
  serverPrefix: string[];
  /** The CPU list (taskset syntax) for the load generator: every other CPU. */
  loadGeneratorCpus: string;
}

/**
 * The servers on the last CPU, the load generator on the others, so the two never take turns on
 * one core. None with a single CPU (nothing to separate) or without `taskset`.
 */
export function cpuPinning(cpus: number, hasTaskset: boolean): CpuPinning | null {
  if (!hasTaskset || cpus < 2) return null;
  const last = cpus - 1;
  return {
    serverPrefix: ['taskset', '-c', String(last)],
    loadGeneratorCpus: last === 1 ? '0' : `0-${last - 1}`,
  };
}
