/** The benchmark's one table (Markdown, printed and put in the README), from bench/results.json's data. */
import type { BenchResults } from './index';
import { scaleTargets, type ScaleResult } from './scale';

const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? '✓' : '✗');
const s = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export function reportTable(results: BenchResults): string {
  const { build, routes, lighthouse, navigation, scale, search, targets } = results;
  const rows: [string, string, string, boolean | undefined][] = [];
  if (build) rows.push(['Clean build, 3 docs (`npm run build`)', `${build.seconds} s · ${build.peakRssMiB} MiB peak`, `≤ ${targets.buildSeconds} s`, build.seconds <= targets.buildSeconds]);
  for (const route of routes) {
    const requests = route.requests
      ? ` · ${route.requests.total} requests (${route.requests.prefetches} prefetches, ${route.requests.prefetchKb} KB)`
      : '';
    const counted = route.jsCountedBy === 'browser' ? 'downloaded by Chromium' : 'in the HTML only (browser skipped)';
    const twice = route.jsDuplicates?.length ? ` · ⚠ downloaded twice: ${route.jsDuplicates.join(', ')}` : '';
    rows.push([
      `\`${route.route}\`: first-load JS · CSS · HTML`,
      `**${route.jsGzKb} KB** gz in ${route.jsScripts} scripts ${counted} (${route.jsRawKb} KB raw)${twice} · CSS ${route.cssGzKb} KB gz · HTML ${route.htmlGzKb} KB gz (${route.htmlRawKb} KB raw)${requests}`,
      `JS ≤ ${targets.jsGzKb} KB`,
      route.jsGzKb <= targets.jsGzKb && !route.jsDuplicates?.length,
    ]);
  }
  for (const [preset, result] of Object.entries(lighthouse ?? {})) {
    const { scores } = result;
    const scoreText = `${scores.performance} · ${scores.accessibility} · ${scores['best-practices']} · ${scores.seo}`;
    const mobile = preset === 'mobile';
    rows.push([
      `Lighthouse ${preset} on \`/\` (median of ${result.runs}): performance · a11y · best practices · SEO`,
      scoreText,
      mobile ? '≥ 98 · 100 · 100 · 100' : '',
      mobile ? scores.performance >= 98 && scores.accessibility === 100 && scores['best-practices'] === 100 && scores.seo === 100 : undefined,
    ]);
    rows.push([
      `Lighthouse ${preset}: TBT · LCP · CLS · Speed Index (FCP)`,
      `${result.tbtMs} ms · ${s(result.lcpMs)} · ${result.cls} · ${s(result.speedIndexMs)} (${s(result.fcpMs)})`,
      mobile ? '≤ 150 ms · ≤ 1.5 s · 0' : '',
      mobile ? result.tbtMs <= 150 && result.lcpMs <= 1500 && result.cls === 0 : undefined,
    ]);
  }
  if (navigation) {
    rows.push([
      '`/` → Installation via the sidebar, prefetched: click to new h1 (median of 5)',
      `${navigation.medianMs} ms (runs: ${navigation.runsMs.join(', ')})`,
      `≤ ${targets.navigationMs} ms`,
      navigation.medianMs <= targets.navigationMs,
    ]);
  }
  if (scale) {
    const base = routes.find((route) => route.route === '/installation')?.jsGzKb;
    const growth = base === undefined ? undefined : Math.round((scale.docPage.jsGzKb - base) * 10) / 10;
    const target = scaleTargets(scale.docs);
    const outOk = scale.outMiB * 2 ** 20 <= target.outMB * 1e6;
    const count = scale.docs.toLocaleString('en');
    rows.push([
      `${count} more docs: clean build (\`next build\` + post-build) · peak memory`,
      `${scale.buildSeconds} s · ${scale.buildPeakRssMiB} MiB (${buildStepsText(scale.buildSteps)})`,
      `≤ ${target.buildSeconds} s · ≤ ${target.peakMiB} MiB`,
      scale.buildSeconds <= target.buildSeconds && scale.buildPeakRssMiB <= target.peakMiB,
    ]);
    rows.push([`${count} docs: link check`, `${scale.linkCheckSeconds} s (${scale.htmlFiles} pages)`, '≤ 10 s', scale.linkCheckSeconds <= 10]);
    rows.push([
      `${count} docs: first-load JS of a doc page (\`${scale.docPage.route}\`)`,
      `${scale.docPage.jsGzKb} KB gz in ${scale.docPage.jsScripts} scripts (${growth === undefined ? '?' : (growth >= 0 ? '+' : '') + growth} KB vs 3 docs)`,
      '≤ +2 KB',
      growth === undefined ? undefined : growth <= 2,
    ]);
    // Judged on the median of every generated doc: pages differ by their text, and one page could sit either side.
    const all = scale.docPage.allHtmlGzBytes;
    const bytes = (value: number) => `${value.toLocaleString('en')} B`;
    rows.push([
      `${count} docs: HTML of a doc page (median of all ${count})`,
      `${bytes(all.median)} gz (max ${bytes(all.max)}; ${all.overTarget.toLocaleString('en')} of ${count} over the target). \`${scale.docPage.route}\`: ${bytes(scale.docPage.htmlGzBytes)} gz, ${scale.docPage.htmlRawKb} KB raw, of which inline scripts ${scale.docPage.inlineScriptsKb} KB` +
        (scale.docPage.payloadFile ? `, then its payload file (\`.txt\`, fetched with the stylesheet): ${scale.docPage.rscPayloadGzKb} KB gz` : ''),
      `≤ ${target.htmlGzKb} KB gz`,
      all.median <= target.htmlGzKb * 1024,
    ]);
    rows.push([
      `${count} docs: data a client navigation to that doc fetches`,
      `${scale.navigation.prefetchedGzKb} KB gz prefetched (route tree and page segments) · ${scale.navigation.unprefetchedGzKb} KB gz without a prefetch (whole payload)`,
      '≤ 6 KB gz',
      scale.navigation.prefetchedGzKb <= 6,
    ]);
    rows.push([
      `${count} docs: \`out/\` · files per doc`,
      `${scale.outMiB} MiB · ${scale.filesPerDoc.count} (${scale.filesPerDoc.names.map((name) => name.split('/').pop()).join(', ')})`,
      `≤ ${target.outMB} MB · ≤ 5`,
      outOk && scale.filesPerDoc.count <= 5,
    ]);
    rows.push([
      `${count} docs: expanding a collapsed 100-doc sidebar category`,
      `${scale.expand.requests} request${scale.expand.requests === 1 ? '' : 's'}, ${scale.expand.gzKb} KB gz (its links prefetch only on hover, focus or touch)`,
      '',
      undefined,
    ]);
    rows.push([`${count} docs: search index`, `${scale.searchIndex.gzKb} KB gz (${scale.searchIndex.rawKb} KB raw)`, '', undefined]);
  }
  if (search) {
    rows.push([
      "Search (lazy): engine chunk · this site's index",
      `${search.engineChunkGzKb} KB gz · ${search.site.totalGzKb} KB gz in ${search.site.files} files`,
      '',
      undefined,
    ]);
    for (const corpus of search.corpora) {
      const target = corpus.docs >= 10000 ? 300 : 150;
      const queries = corpus.queries.map((query) => `${query.query} ${query.gzKb}`).join(' · ');
      rows.push([
        `Search, ${corpus.docs.toLocaleString('en')} generated docs: downloaded before the first result (KB gz per query)`,
        `max ${corpus.maxQueryGzKb} KB (${queries}) · index ${corpus.totalGzKb} KB gz in ${corpus.files} files, ${corpus.sections} sections`,
        `≤ ${target} KB`,
        corpus.maxQueryGzKb <= target,
      ]);
      rows.push([
        `Search, ${corpus.docs.toLocaleString('en')} docs: query with its files cached (slowest of ${corpus.queries.length})`,
        `${corpus.maxCachedMs} ms · index written in ${(corpus.indexMs / 1000).toFixed(1)} s`,
        '≤ 100 ms',
        corpus.maxCachedMs <= 100,
      ]);
    }
  }
  const lines = ['| measure | result | target | |', '| --- | --- | --- | --- |', ...rows.map((row) => `| ${row[0]} | ${row[1]} | ${row[2]} | ${mark(row[3])} |`)];
  return lines.join('\n');
}

/** "next build 80 s: compile 22, static pages 52; Markdown copies 4.3 s, …" (older results have no steps). */
function buildStepsText(steps: ScaleResult['buildSteps'] | undefined): string {
  return (steps ?? [])
    .map((step) => {
      const phases = Object.entries(step.phases ?? {}).map(([name, seconds]) => `${name} ${seconds}`);
      return `${step.name} ${step.seconds} s${phases.length > 0 ? `: ${phases.join(', ')}` : ''}`;
    })
    .join('; ');
}
