#!/usr/bin/env node
/**
 * Lighthouse's mobile performance score for given metrics, from Lighthouse's own curves (each
 * metric audit's `defaultOptions.mobile.scoring`) and weights: what-if arithmetic for decision 023.
 *
 *   node bench/lighthouseScoreModel.mjs fcp=1000 si=1600 lcp=1000 tbt=1800 [cls=0]   (ms)
 *
 * Without arguments, prints the score of pages whose FCP, Speed Index and LCP are equal, with no
 * blocking time and no layout shift, from 1.8 to 3.0 s. The last line is JSON.
 */
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';
import fcpAudit from 'lighthouse/core/audits/metrics/first-contentful-paint.js';
import siAudit from 'lighthouse/core/audits/metrics/speed-index.js';
import lcpAudit from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import tbtAudit from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import clsAudit from 'lighthouse/core/audits/metrics/cumulative-layout-shift.js';

/** The weights of Lighthouse 12's performance category. */
const WEIGHTS = { fcp: 0.1, si: 0.1, lcp: 0.25, tbt: 0.3, cls: 0.25 };
const CURVES = {
  fcp: fcpAudit.defaultOptions.mobile.scoring,
  si: siAudit.defaultOptions.mobile.scoring,
  lcp: lcpAudit.defaultOptions.mobile.scoring,
  tbt: tbtAudit.defaultOptions.mobile.scoring,
  cls: clsAudit.defaultOptions,
};

/** The performance score (0–100) of metrics in ms (CLS unitless). */
function score(metrics) {
  const total = Object.entries(WEIGHTS).reduce(
    (sum, [key, weight]) => sum + weight * getLogNormalScore(CURVES[key], metrics[key] ?? 0),
    0,
  );
  return Math.round(100 * total);
}

const given = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.split('=');
    if (!(key in WEIGHTS) || !Number.isFinite(Number(value))) throw new Error(`not a metric=value: ${arg}`);
    return [key, Number(value)];
  }),
);

if (Object.keys(given).length) {
  console.log(
    JSON.stringify({ metric: 'lighthouse_mobile_performance_model', value: score(given), unit: 'score', ...given }),
  );
} else {
  const table = {};
  for (let ms = 1800; ms <= 3000; ms += 200) {
    table[ms] = score({ fcp: ms, si: ms, lcp: ms });
    console.log(`FCP = Speed Index = LCP = ${ms} ms, TBT 0, CLS 0: ${table[ms]}`);
  }
  const slowest95 = Math.max(
    ...Object.entries(table)
      .filter(([, s]) => s >= 95)
      .map(([ms]) => Number(ms)),
  );
  console.log(JSON.stringify({ metric: 'slowest_equal_paints_for_95', value: slowest95, unit: 'ms', table }));
}
