// Which page's metrics fail `node scripts/lighthouse.mjs --check` (issue 8: gate what meets its target with
// margin, so a regression fails CI; print what still misses).

/** Page → the metrics that fail the run: from --gate, or --gate-pages × --gate-metrics. */
/**
 * @param {{ gate?: string, 'gate-metrics': string, 'gate-pages'?: string }} values the command line's options
 * @param {{ path: string }[]} results the measured pages
 * @returns {Map<string, string[]>}
 */
export function gatesFrom(values, results) {
  if (values.gate) {
    const entries = values.gate
      .split(';')
      .filter(Boolean)
      .map((entry) => {
        const at = entry.lastIndexOf('=');
        if (at <= 0) throw new Error(`--gate: "${entry}" is not PATH=metric+metric`);
        return [entry.slice(0, at), entry.slice(at + 1).split('+')];
      });
    for (const [page, metrics] of entries) {
      if (!results.some((r) => r.path === page)) throw new Error(`--gate names ${page}, which was not measured`);
      const unknown = metrics.filter((m) => !['lcp', 'tbt', 'tbtcpu', 'cls'].includes(m));
      if (unknown.length) throw new Error(`--gate: unknown metric ${unknown.join(', ')} for ${page}`);
    }
    return new Map(entries);
  }
  const metrics = values['gate-metrics'].split(',');
  const pages = values['gate-pages']?.split(',') ?? results.map((r) => r.path);
  return new Map(pages.map((page) => [page, metrics]));
}

/** A gated page beyond its margin is decided by the median of this many runs (decision 0077). */
export const CONFIRM_RUNS = 3;

/**
 * How many more runs a page needs before its figures may fail the run: none when no gated metric is beyond its
 * margin, else as many as make CONFIRM_RUNS. One run's outlier on a shared machine is not a regression; a
 * regression is there in every run, so the median of three still fails.
 * @param {{ metric: string }[]} fails the page's figures beyond their margin
 * @param {string[]} gated the page's gated metrics
 * @param {number} runsSoFar
 */
export function runsToConfirm(fails, gated, runsSoFar) {
  return fails.some((f) => gated.includes(f.metric)) ? Math.max(0, CONFIRM_RUNS - runsSoFar) : 0;
}
