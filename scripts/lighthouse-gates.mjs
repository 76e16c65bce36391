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
