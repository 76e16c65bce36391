import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, TEXT_MESSAGES, textInputProblems, textProblem } from './text-input';

describe('textProblem', () => {
  it('refuses control characters, line breaks outside multiline fields, and lone surrogates', () => {
    expect(textProblem('Kari Nordmann, Fjordvegen 7 ÆØÅ 👍')).toBeNull();
    expect(textProblem('a\u0000b')).toBe(TEXT_MESSAGES.control);
    expect(textProblem('a\u007Fb')).toBe(TEXT_MESSAGES.control);
    expect(textProblem('a\u001Bb', true)).toBe(TEXT_MESSAGES.control);
    expect(textProblem('a\nb')).toBe(TEXT_MESSAGES.lineBreak);
    expect(textProblem('a\tb\r\n', true)).toBeNull();
    expect(textProblem('a\uD800b')).toBe(TEXT_MESSAGES.surrogate);
    expect(textProblem('\uDC00')).toBe(TEXT_MESSAGES.surrogate);
    expect(textProblem('\uD83D\uDC4D')).toBeNull();
  });
});

describe('textInputProblems', () => {
  it('names each bad field, keys included, and lets multiline fields keep their lines', () => {
    const body = { name: 'ok', address: 'x\u0000', list: ['fine', 'bad\uD800'], 'k\u0001': 1, events: [{ text: 'two\nlines' }] };
    expect(
      textInputProblems(body, 'body', ['body.events'])
        .map((p) => p.field)
        .sort(),
    ).toEqual(['body.address', 'body.k\u0001', 'body.list.1']);
    expect(textInputProblems(body, 'body').map((p) => p.field)).toContain('body.events.0.text');
  });

  it('refuses JSON nested deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(textInputProblems(deep, 'body')).toEqual([{ field: `body${'.0'.repeat(MAX_JSON_DEPTH)}`, message: TEXT_MESSAGES.depth }]);
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) fine = [fine];
    expect(textInputProblems(fine, 'body')).toEqual([]);
  });
});
