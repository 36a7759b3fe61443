/** A language's formats: one set per language, and its Intl objects built ahead of a game's first words. */
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps one set per language; warmOne builds the Intl objects of play one a call, and first uses reuse them', async () => {
    vi.resetModules();
    const { formatsFor } = await import('../../src/app/i18n/format.js');
    // Spies that still build the real objects, to count how many are built.
    const { ListFormat, PluralRules } = Intl;
    // biome-ignore lint/complexity/useArrowFunction: the spy is called with new, which an arrow function refuses
    const lists = vi.spyOn(Intl, 'ListFormat').mockImplementation(function (...args: ConstructorParameters<typeof ListFormat>) {
      return new ListFormat(...args);
    } as never);
    // biome-ignore lint/complexity/useArrowFunction: as above
    const plurals = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args: ConstructorParameters<typeof PluralRules>) {
      return new PluralRules(...args);
    } as never);
    const fr = formatsFor('fr');
    expect(formatsFor('fr')).toBe(fr);
    expect(lists).not.toHaveBeenCalled();
    let more = 1;
    while (fr.warmOne()) more++;
    expect(more).toBe(5); // numbers, plurals, lists, units' lists, ordinals
    expect(fr.warmOne()).toBe(false);
    expect(lists).toHaveBeenCalledTimes(2);
    expect(plurals).toHaveBeenCalledTimes(2);
    expect(fr.list(['Ada', 'Bo', 'Cy'])).toBe('Ada, Bo et Cy');
    expect(fr.plural(2, { one: 'carte', other: 'cartes' })).toBe('cartes');
    expect(lists).toHaveBeenCalledTimes(2);
    expect(plurals).toHaveBeenCalledTimes(2);
  });
});
