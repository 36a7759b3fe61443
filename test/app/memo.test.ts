/** Props compared one level deep: what decides whether a memoised part of the screen draws again. */
import { describe, expect, it } from 'vitest';
import { shallowEqual } from '../../src/app/components/memo.js';

describe('shallowEqual', () => {
  const facts = { r: 1, c: 2, v: 0, pending: { v: 5 } };

  it('holds for the same values, objects by reference', () => {
    expect(shallowEqual(facts, { ...facts })).toBe(true);
    expect(shallowEqual(facts, { ...facts, pending: { v: 5 } })).toBe(false);
  });

  it('fails for a changed value, a prop missing or a prop added', () => {
    expect(shallowEqual(facts, { ...facts, v: 3 })).toBe(false);
    const { c: _, ...withoutC } = facts;
    expect(shallowEqual(facts, withoutC as typeof facts)).toBe(false);
    expect(shallowEqual(withoutC as typeof facts, facts)).toBe(false);
  });

  it('leaves out the prop the caller compares otherwise, and only that one', () => {
    expect(shallowEqual(facts, { ...facts, pending: { v: 5 } }, 'pending')).toBe(true);
    expect(shallowEqual(facts, { ...facts, pending: { v: 5 }, v: 3 }, 'pending')).toBe(false);
  });
});
