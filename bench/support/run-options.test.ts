import { describe, expect, it } from 'vitest';
import { cpuPinning, parseRunOptions } from './run-options';

describe('parseRunOptions', () => {
  it('defaults to 10 s rounds, 3 rounds per pair and 3 pairs', () => {
    expect(parseRunOptions([])).toEqual({ seconds: 10, rounds: 3, pairs: 3 });
  });

  it('reads seconds, rounds and pairs in that order, skipping flags', () => {
    expect(parseRunOptions(['5', '--verbose', '2'])).toEqual({ seconds: 5, rounds: 2, pairs: 3 });
    expect(parseRunOptions(['4', '1', '6'])).toEqual({ seconds: 4, rounds: 1, pairs: 6 });
  });

  it.each([
    [['0'], /seconds .* not "0"/],
    [['10', '-1'], /rounds .* not "-1"/],
    [['10', '3', '2.5'], /pairs .* not "2.5"/],
    [['ten'], /seconds .* not "ten"/],
    [['1e3'], /seconds .* not "1e3"/],
    [['1', '2', '3', '4'], /at most three arguments/],
  ])('rejects %j with an error naming it', (args, message) => {
    expect(() => parseRunOptions(args)).toThrow(message);
  });
});

describe('cpuPinning', () => {
  it('puts the servers on the last CPU and the load generator on the rest', () => {
    expect(cpuPinning(2, true)).toEqual({
      serverPrefix: ['taskset', '-c', '1'],
      loadGeneratorCpus: '0',
    });
    expect(cpuPinning(8, true)).toEqual({
      serverPrefix: ['taskset', '-c', '7'],
      loadGeneratorCpus: '0-6',
    });
  });

  it('pins nothing on one CPU or without taskset', () => {
    expect(cpuPinning(1, true)).toBeNull();
    expect(cpuPinning(8, false)).toBeNull();
  });
});
