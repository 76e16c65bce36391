import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'vitest';

// axe-core is a dev dependency of the e2e package; the same copy runs here on jsdom's DOM
// (layout-dependent rules such as colour contrast need a browser and are covered by the e2e runs).
const require = createRequire(path.resolve(import.meta.dirname, '../../../e2e/package.json'));
type Axe = {
  run: (context: Element | Document, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }>;
};
let axe: Axe | undefined;

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the document and fails with the violations listed. */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  axe ??= require('axe-core') as Axe;
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`)).toEqual([]);
}
