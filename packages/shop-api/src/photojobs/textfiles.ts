/**
 * The import folder's text files, read so that every error can name its line: CSV (RFC 4180, comma
 * or semicolon as spreadsheets in Norway export it) and JSON with the line of every value.
 */

import type * as v from 'valibot';

export interface Problem {
  /** File name relative to the import folder (job.json, subjects.csv, pictures/x.jpg). */
  file: string;
  /** 1-based; 0 when the problem is about the whole file. */
  line: number;
  /** In English, for the operator's console and logs. */
  message: string;
  /** What is wrong, for a client that words it itself (the studio's validation.kinds), with what its text needs. */
  kind?: string;
  values?: Record<string, string | number>;
}

/** A contract's check as a problem's kind (valibot's issue type) and values, as route() names a refused field's (decision 0101). */
export function schemaKind(issue: v.BaseIssue<unknown>, field: string): Pick<Problem, 'kind' | 'values'> {
  const { requirement } = issue;
  return { kind: issue.type, values: { field, ...(typeof requirement === 'number' || typeof requirement === 'string' ? { requirement } : {}) } };
}

export const formatProblem = (p: Problem) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`;

// ---- CSV ----

export interface CsvRow {
  /** The line the record starts on. */
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  headerLine: number;
  rows: CsvRow[];
}

/**
 * Parses CSV text. The first non-blank record is the header (names trimmed, lower-cased). Blank lines
 * are skipped; unquoted values are trimmed. Problems (an unclosed quote, a row with more values than
 * the header has columns, a repeated column) go to `problems` with their line.
 */
export function parseCsv(text: string, file: string, problems: Problem[]): CsvTable | null {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';

  const records: { line: number; cells: string[] }[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let wasQuoted = false;
    let ended = false;
    while (i < source.length) {
      const c = source[i]!;
      if (quoted) {
        if (c === '"') {
          if (source[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          quoted = false;
          i++;
          continue;
        }
        if (c === '\n') line++;
        cell += c;
        i++;
        continue;
      }
      if (c === '"' && cell.trim() === '') {
        quoted = true;
        wasQuoted = true;
        cell = '';
        i++;
        continue;
      }
      if (c === delimiter) {
        cells.push(wasQuoted ? cell : cell.trim());
        cell = '';
        wasQuoted = false;
        i++;
        continue;
      }
      if (c === '\r' && source[i + 1] === '\n') {
        i++;
        continue;
      }
      if (c === '\n') {
        line++;
        i++;
        ended = true;
        break;
      }
      // spaces after a closing quote are padding; other text is kept (lenient)
      if (wasQuoted && (c === ' ' || c === '\t')) {
        i++;
        continue;
      }
      cell += c;
      i++;
    }
    if (quoted) {
      problems.push({ file, line: start, message: 'a quoted value is not closed (missing ")', kind: 'csv_unclosed_quote' });
      return null;
    }
    cells.push(wasQuoted ? cell : cell.trim());
    const blank = cells.length === 1 && cells[0] === '' && !wasQuoted;
    if (!blank) records.push({ line: start, cells });
    if (!ended) break;
  }

  const head = records.shift();
  if (!head) {
    problems.push({ file, line: 0, message: 'the file is empty (a header line is needed)', kind: 'csv_empty' });
    return null;
  }
  const header = head.cells.map((h) => h.trim().toLowerCase());
  const seen = new Set<string>();
  for (const name of header) {
    if (name === '') problems.push({ file, line: head.line, message: 'the header has an empty column name', kind: 'csv_empty_column' });
    else if (seen.has(name))
      problems.push({ file, line: head.line, message: `the column '${name}' appears twice in the header`, kind: 'csv_column_twice', values: { column: name } });
    seen.add(name);
  }
  const rows: CsvRow[] = [];
  for (const r of records) {
    // trailing empty cells (a spreadsheet's extra delimiters) are harmless
    while (r.cells.length > header.length && r.cells[r.cells.length - 1] === '') r.cells.pop();
    if (r.cells.length > header.length) {
      problems.push({
        file,
        line: r.line,
        message: `${r.cells.length} values, but the header has ${header.length} columns`,
        kind: 'csv_too_many_values',
        values: { count: r.cells.length, columns: header.length },
      });
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((name, k) => {
      values[name] = r.cells[k] ?? '';
    });
    rows.push({ line: r.line, values });
  }
  return { header, headerLine: head.line, rows };
}

/** One CSV line (comma, quoted where needed, CRLF as RFC 4180 says). */
export function csvLine(cells: string[]): string {
  return `${cells.map((c) => (/[",\r\n;]/.test(c) || /^\s|\s$/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
}

// ---- JSON with lines ----

export interface JsonWithLines {
  value: unknown;
  /** Dot path ('yearbookPoses.1.name', '' for the root) → line of that value (its key, in an object). */
  lines: Map<string, number>;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * A folder's JSON file read and parsed with its lines, or null with the problem noted: where its JSON breaks
 * (json_syntax), or that it cannot be read (unreadable). The price-list and templates imports read theirs so.
 */
export async function readJsonFile(file: string, read: () => string | Promise<string>, problems: Problem[]): Promise<JsonWithLines | null> {
  try {
    return parseJsonWithLines(await read());
  } catch (err) {
    const reason = (err as Error).message;
    if (err instanceof JsonSyntaxError)
      problems.push({ file, line: err.line, message: `is not valid JSON: ${reason}`, kind: 'json_syntax', values: { reason } });
    else problems.push({ file, line: 0, message: `cannot be read (${reason})`, kind: 'unreadable', values: { reason } });
    return null;
  }
}

/** Strict JSON (as JSON.parse) that also records the line of every value. */
export function parseJsonWithLines(text: string): JsonWithLines {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = new Map<string, number>();
  let pos = 0;
  let line = 1;

  const fail = (what: string): never => {
    throw new JsonSyntaxError(pos >= src.length ? `unexpected end of the file, ${what}` : `unexpected '${src[pos]}', ${what}`, line);
  };
  const skip = () => {
    while (pos < src.length) {
      const c = src[pos]!;
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r') break;
      pos++;
    }
  };
  const string = (): string => {
    const start = pos;
    pos++;
    while (pos < src.length && src[pos] !== '"') {
      if (src[pos] === '\\') pos++;
      else if (src[pos] === '\n') fail('a string cannot span lines');
      pos++;
    }
    if (pos >= src.length) fail('a string is not closed');
    pos++;
    try {
      return JSON.parse(src.slice(start, pos)) as string;
    } catch {
      throw new JsonSyntaxError('an invalid escape in a string', line);
    }
  };
  const value = (path: string, keyLine?: number): unknown => {
    skip();
    lines.set(path, keyLine ?? line);
    const c = src[pos];
    const child = (k: string | number) => (path === '' ? String(k) : `${path}.${k}`);
    if (c === '{') {
      pos++;
      const out: Record<string, unknown> = {};
      skip();
      if (src[pos] === '}') {
        pos++;
        return out;
      }
      for (;;) {
        skip();
        if (src[pos] !== '"') fail('expected a "key"');
        const kLine = line;
        const key = string();
        skip();
        if (src[pos] !== ':') fail("expected ':'");
        pos++;
        out[key] = value(child(key), kLine);
        skip();
        if (src[pos] === ',') {
          pos++;
          continue;
        }
        if (src[pos] === '}') {
          pos++;
          return out;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      pos++;
      const out: unknown[] = [];
      skip();
      if (src[pos] === ']') {
        pos++;
        return out;
      }
      for (;;) {
        out.push(value(child(out.length)));
        skip();
        if (src[pos] === ',') {
          pos++;
          continue;
        }
        if (src[pos] === ']') {
          pos++;
          return out;
        }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(src.slice(pos, pos + 64));
    if (!literal) return fail('expected a value');
    pos += literal[0].length;
    return JSON.parse(literal[0]) as unknown;
  };

  const result = value('');
  skip();
  if (pos < src.length) fail('expected the end of the file');
  return { value: result, lines };
}

/** The line of a dot path, or of its nearest parent that exists (a missing key: the object's line). */
export function lineOf(json: JsonWithLines, path: string): number {
  let p = path;
  for (;;) {
    const found = json.lines.get(p);
    if (found !== undefined) return found;
    if (p === '') return 1;
    const dot = p.lastIndexOf('.');
    p = dot < 0 ? '' : p.slice(0, dot);
  }
}
