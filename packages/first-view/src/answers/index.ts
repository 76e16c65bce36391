/**
 * Answers the server read for a page's first view (decision 0036), so the browser's first render is the
 * page's final state instead of a 'checking …' state followed by a layout shift.
 *
 * A component asks for a read's answer with `initialAnswer(def, input)`:
 *  - on the server, while a module's server entry renders (`startCollecting`), a miss is recorded; the
 *    entry reads the recorded calls (GET only, as the visitor) and renders again with the answers
 *    (../server, createServerRenderer);
 *  - in the browser, it answers from the <script id="shop-initial-answers"> the server put into the page,
 *    only while the address is still the one the server rendered (a later visit to the page reads again).
 *
 * `@shop/first-view/answers`: not a shared singleton; each module bundles this small file (the page's state is the
 * script element, the server render's collector is on globalThis).
 */
import type { CallDef, ResponseOf } from '@shop/contracts/core';
import type { CallInput } from '@shop/api-client';

export const INITIAL_ANSWERS_ELEMENT_ID = 'shop-initial-answers';

export type ReadInput<C extends CallDef> = Omit<CallInput<C>, 'signal' | 'body'>;

interface Serialised {
  /** path and query the server rendered */
  url: string;
  /** when the server read them (ms since epoch) */
  at: number;
  answers: Record<string, unknown>;
}

/** One key per call and input, the same on the server and in the browser. */
export function answerKey<C extends CallDef>(def: C, input: ReadInput<C> = {}): string {
  return JSON.stringify([def.method, def.path, input.params ?? {}, input.query ?? {}]);
}

// on globalThis: the server bundle's component code and its renderer must see the same one
const COLLECTOR = Symbol.for('shop.initial-answers.collector');
const PAGE = Symbol.for('shop.initial-answers.page');
const g = globalThis as unknown as { [COLLECTOR]?: AnswerCollector | null; [PAGE]?: Serialised | null };

function pageAnswers(): Serialised | null {
  if (g[PAGE] !== undefined) return g[PAGE];
  let parsed: Serialised | null = null;
  if (typeof document !== 'undefined') {
    try {
      const text = document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.textContent;
      parsed = text ? (JSON.parse(text) as Serialised) : null;
    } catch {
      parsed = null;
    }
  }
  g[PAGE] = parsed;
  return parsed;
}

/** The server's answer to this read for the page being shown, if it read it; undefined otherwise. */
export function initialAnswer<C extends CallDef>(def: C, input: ReadInput<C> = {}): ResponseOf<C> | undefined {
  if (def.method !== 'GET') return undefined;
  const key = answerKey(def, input);
  const collector = g[COLLECTOR];
  if (collector) {
    if (collector.answers.has(key)) return collector.answers.get(key) as ResponseOf<C>;
    collector.wanted.set(key, { def, input: input as ReadInput<CallDef> });
    return undefined;
  }
  const page = pageAnswers();
  if (!page || typeof location === 'undefined' || location.pathname + location.search !== page.url) return undefined;
  return page.answers[key] as ResponseOf<C> | undefined;
}

/** When the server read the page's answers (for a cache's freshness); 0 without any. */
export function initialAnswersAt(): number {
  return pageAnswers()?.at ?? 0;
}

/** Forget the page's answers (tests; a new page's script). */
export function resetInitialAnswers(): void {
  g[PAGE] = undefined;
}

/** What a server render asked for and what was read for it (the server entry's renderer drives it). */
export interface AnswerCollector {
  wanted: Map<string, { def: CallDef; input: ReadInput<CallDef> }>;
  answers: Map<string, unknown>;
}

/** Server side: from now on, reads asked for are recorded (and answered once `answers` has them). */
export function startCollecting(): AnswerCollector {
  const collector: AnswerCollector = { wanted: new Map(), answers: new Map() };
  g[COLLECTOR] = collector;
  return collector;
}

export function stopCollecting(): void {
  g[COLLECTOR] = null;
}

/** The <script> the browser reads the answers from: JSON that cannot end the element or open a comment. */
export function initialAnswersScript(url: string, answers: Map<string, unknown>): string {
  const payload: Serialised = { url, at: Date.now(), answers: Object.fromEntries(answers) };
  const json = JSON.stringify(payload).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
