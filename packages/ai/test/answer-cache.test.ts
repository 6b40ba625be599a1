import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/answer-cache';

describe('the answer cache', () => {
  it('drops the least recently used entry beyond its size', () => {
    const cache = new AnswerCache<number>(2, 1_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry after its time', () => {
    let now = 0;
    const cache = new AnswerCache<string>(10, 100, () => now);
    cache.set('q', 'answer');
    now = 99;
    expect(cache.get('q')).toBe('answer');
    now = 100;
    expect(cache.get('q')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
