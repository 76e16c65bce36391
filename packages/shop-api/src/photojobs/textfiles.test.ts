import { describe, expect, it } from 'vitest';
import { csvLine, JsonSyntaxError, lineOf, parseCsv, parseJsonWithLines, type Problem } from './textfiles';

describe('parseCsv', () => {
  it('reads quoted values, CRLF, a BOM, blank lines and records spanning lines, with their lines', () => {
    const problems: Problem[] = [];
    const text = '\uFEFFKey,Name ,Group\r\n\r\na, "Hansen, Emma" ,5B\r\nb,"Line one\nline two",""\r\nc,"say ""hi""",2A\n';
    const table = parseCsv(text, 'subjects.csv', problems)!;
    expect(problems).toEqual([]);
    expect(table.header).toEqual(['key', 'name', 'group']);
    expect(table.rows).toEqual([
      { line: 3, values: { key: 'a', name: 'Hansen, Emma', group: '5B' } },
      { line: 4, values: { key: 'b', name: 'Line one\nline two', group: '' } },
      { line: 6, values: { key: 'c', name: 'say "hi"', group: '2A' } },
    ]);
  });

  it('takes semicolons when the header has no comma (a Norwegian spreadsheet export)', () => {
    const table = parseCsv('key;name\nx;Ola Nordmann\n', 'subjects.csv', [])!;
    expect(table.rows[0]!.values).toEqual({ key: 'x', name: 'Ola Nordmann' });
  });

  it('names the line of a row with too many values, an unclosed quote and a repeated column', () => {
    const problems: Problem[] = [];
    parseCsv('key,name,key\na,b,c,d\n', 'subjects.csv', problems);
    parseCsv('key,name\na,"open\n', 'pictures.csv', problems);
    expect(problems).toEqual([
      { file: 'subjects.csv', line: 1, message: "the column 'key' appears twice in the header", kind: 'csv_column_twice', values: { column: 'key' } },
      { file: 'subjects.csv', line: 2, message: '4 values, but the header has 3 columns', kind: 'csv_too_many_values', values: { count: 4, columns: 3 } },
      { file: 'pictures.csv', line: 2, message: 'a quoted value is not closed (missing ")', kind: 'csv_unclosed_quote' },
    ]);
  });

  it('writes what it reads back', () => {
    const cells = ['plain', 'with, comma', 'with "quotes"', 'two\nlines', ' padded '];
    const table = parseCsv(csvLine(['a', 'b', 'c', 'd', 'e']) + csvLine(cells), 'x.csv', [])!;
    expect(Object.values(table.rows[0]!.values)).toEqual(cells);
  });
});

describe('parseJsonWithLines', () => {
  const text = `{
  "name": "Job",
  "poses": [
    { "name": "A" },
    {
      "name": 3
    }
  ],
  "nested": { "deep": [true, null, -1.5e3] }
}`;

  it('parses like JSON.parse', () => {
    expect(parseJsonWithLines(text).value).toEqual(JSON.parse(text));
  });

  it('knows the line of every value, and of the parent for a missing key', () => {
    const json = parseJsonWithLines(text);
    expect(lineOf(json, 'name')).toBe(2);
    expect(lineOf(json, 'poses.0.name')).toBe(4);
    expect(lineOf(json, 'poses.1.name')).toBe(6);
    expect(lineOf(json, 'poses.1.missing')).toBe(5);
    expect(lineOf(json, 'nested.deep.2')).toBe(9);
    expect(lineOf(json, 'year')).toBe(1);
  });

  it('reports the line of a syntax error', () => {
    const bad = '{\n  "a": 1,\n  "b": 2,\n}\n';
    expect(() => parseJsonWithLines(bad)).toThrow(JsonSyntaxError);
    try {
      parseJsonWithLines(bad);
    } catch (err) {
      expect((err as JsonSyntaxError).line).toBe(4);
    }
    expect(() => parseJsonWithLines('{"a": tru}')).toThrow(/expected a value/);
    expect(() => parseJsonWithLines('{"a": 1} x')).toThrow(/end of the file/);
  });
});
