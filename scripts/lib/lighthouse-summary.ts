// What the Lighthouse bench prints, from the reports alone (no browser): the median of the runs against the
// goals, and for a missed goal the audits that say why. Pure, so it is unit-tested (lighthouse-summary.test.ts).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/**
 * The goals per page on a phone: DESIGN's budgets, with issue 45's TBT on signed-in pages (issue 27's was 100 ms,
 * issue 9's 0.95, 2.5 s, 150 ms, 0.02).
 */
export const GOALS = {
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  lcpMs: 1800,
  tbtMs: 200,
  cls: 0,
} as const;

/**
 * Lighthouse's CPU benchmark index from which the machine counts as quiet (issue 45): TBT is the main thread's time,
 * so on a busier machine (a lower index) it measures the other work too, and its goal is not judged.
 */
export const QUIET_INDEX = 2000;

export type GoalKey = keyof typeof GOALS;

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LhrLike {
  finalDisplayedUrl: string;
  /** Lighthouse's measure of the machine's speed during the run: lower is a slower or busier machine. */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] }>;
  audits: Record<string, AuditLike>;
}

export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  errorMessage?: string;
  metricSavings?: { LCP?: number; FCP?: number; TBT?: number; CLS?: number; INP?: number };
  details?: unknown;
}

export type Measures = Record<GoalKey, number>;

export interface PageSummary {
  /** Median of each measure over the runs. */
  median: Measures;
  runs: Measures[];
  /** Each run's CPU benchmark index (see LhrLike.environment). */
  benchmarkIndex: number[];
  missed: GoalKey[];
  /** Goals not judged: TBT when the runs' median CPU index was below QUIET_INDEX (or unknown). */
  unjudged: GoalKey[];
  /** For each missed goal, what the most typical run's report says about it. */
  findings: string[];
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function categoryScore(lhr: LhrLike, id: (typeof CATEGORIES)[number]): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined)
    throw new Error(`${lhr.finalDisplayedUrl}: no ${id} score (an audit failed to run)`);
  return score;
}

function metric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined)
    throw new Error(`${lhr.finalDisplayedUrl}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
  return value;
}

export function measuresOf(lhr: LhrLike): Measures {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/** Scores must reach their goal; times and shifts must stay at or under theirs. */
export function meetsGoal(key: GoalKey, value: number): boolean {
  const goal = GOALS[key];
  return key === 'performance' || key === 'accessibility' || key === 'bestPractices' ? value >= goal : value <= goal;
}

export function formatMeasure(key: GoalKey, value: number): string {
  switch (key) {
    case 'lcpMs':
      return `${(value / 1000).toFixed(2)} s`;
    case 'tbtMs':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    default:
      return value.toFixed(2);
  }
}

export function formatGoal(key: GoalKey): string {
  const goal = GOALS[key];
  switch (key) {
    case 'lcpMs':
      return `≤ ${goal / 1000} s`;
    case 'tbtMs':
      return `≤ ${goal} ms`;
    case 'cls':
      return goal === 0 ? '= 0' : `≤ ${goal}`;
    default:
      return goal === 1 ? '= 1' : `≥ ${goal}`;
  }
}

/** Which metric's savings an audit must promise to be worth naming for a missed goal. */
const SAVINGS_FOR: Partial<Record<GoalKey, 'LCP' | 'TBT' | 'CLS'>> = { lcpMs: 'LCP', tbtMs: 'TBT', cls: 'CLS' };
/** Audits that explain a metric even when they promise no savings of their own. */
const EXPLAINS: Partial<Record<GoalKey, string[]>> = {
  lcpMs: ['lcp-breakdown-insight', 'lcp-discovery-insight'],
  tbtMs: ['bootup-time', 'mainthread-work-breakdown', 'long-tasks'],
  cls: ['cls-culprits-insight', 'layout-shifts'],
};
const CATEGORY_OF: Partial<Record<GoalKey, string>> = {
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
};

const failing = (audit: AuditLike | undefined): audit is AuditLike =>
  audit !== undefined &&
  audit.score !== null &&
  audit.score < 1 &&
  !['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode);

/** The audits that say why `key` was missed, most promising first. */
export function auditsExplaining(lhr: LhrLike, key: GoalKey): AuditLike[] {
  const category = CATEGORY_OF[key];
  if (category) {
    return (lhr.categories[category]?.auditRefs ?? []).map((ref) => lhr.audits[ref.id]).filter(failing);
  }
  const perf = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is AuditLike => audit !== undefined);
  const metricKey = SAVINGS_FOR[key];
  const savings = (audit: AuditLike) =>
    metricKey ? (audit.metricSavings?.[metricKey] ?? 0) : Math.max(0, ...Object.values(audit.metricSavings ?? {}));
  const explains = (audit: AuditLike) =>
    (EXPLAINS[key] ?? []).includes(audit.id) && audit.scoreDisplayMode !== 'notApplicable' && hasItems(audit.details);
  return perf
    .filter((audit) => (failing(audit) && savings(audit) > 0) || explains(audit))
    .sort((a, b) => savings(b) - savings(a));
}

// Report details: tables (`items`), or a list of tables for the insights, of URLs, nodes and savings.
interface Item {
  url?: unknown;
  source?: { url?: unknown };
  sourceLocation?: { url?: unknown };
  node?: { selector?: unknown; snippet?: unknown; nodeLabel?: unknown };
  label?: unknown;
  description?: unknown;
  wastedBytes?: unknown;
  wastedMs?: unknown;
  totalBytes?: unknown;
  duration?: unknown;
  score?: unknown;
  groupLabel?: unknown;
  group?: unknown;
  total?: unknown;
  subItems?: { items?: Item[] };
}

function itemsOf(details: unknown): Item[] {
  if (!details || typeof details !== 'object') return [];
  const d = details as { type?: string; items?: unknown[] };
  if (!Array.isArray(d.items)) return [];
  // An insight's list holds tables and, for the LCP, the element itself.
  if (d.type === 'list')
    return d.items.flatMap((item) =>
      isNode(item) ? [{ label: `element ${text(item.selector) ?? text(item.snippet) ?? ''}` }] : itemsOf(item),
    );
  if (d.type === 'table' || d.type === 'opportunity') return d.items as Item[];
  return [];
}

const isNode = (value: unknown): value is { selector?: unknown; snippet?: unknown } =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'node';

const hasItems = (details: unknown) => itemsOf(details).length > 0;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ') : undefined;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const shorten = (value: string, max = 110) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** One item as a short line: what it is (URL, element, label, message) and what it costs. */
export function describeItem(item: Item, origin?: string): string | undefined {
  const url = text(item.url) ?? text(item.source?.url) ?? text(item.sourceLocation?.url);
  const where = url && origin && url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
  const element = text(item.node?.selector) ?? text(item.node?.snippet);
  const label = text(item.label) ?? text(item.groupLabel);
  const message = text(item.description);
  const what = where ? (message ? `${where}: ${message}` : where) : (element ?? label ?? message);
  if (!what) return undefined;
  const costs = [
    num(item.wastedBytes) !== undefined ? `${kb(num(item.wastedBytes)!)} wasted` : undefined,
    num(item.wastedMs) !== undefined ? `${Math.round(num(item.wastedMs)!)} ms` : undefined,
    num(item.wastedBytes) === undefined && num(item.totalBytes) !== undefined ? kb(num(item.totalBytes)!) : undefined,
    num(item.duration) !== undefined ? `${Math.round(num(item.duration)!)} ms` : undefined,
    num(item.total) !== undefined ? `${Math.round(num(item.total)!)} ms` : undefined,
    num(item.score) !== undefined ? `shift ${num(item.score)!.toFixed(3)}` : undefined,
  ].filter(Boolean);
  return shorten(costs.length > 0 ? `${what} (${costs.join(', ')})` : what);
}

const GOAL_NAMES: Record<GoalKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
};

export const goalName = (key: GoalKey) => GOAL_NAMES[key];

/** The most specific first, so the performance score names only what the metrics left over. */
const EXPLAIN_ORDER: GoalKey[] = ['cls', 'lcpMs', 'tbtMs', 'performance', 'accessibility', 'bestPractices'];

/** Lines naming, for each missed goal, its audits (at most `perGoal`, each named once) and their top items. */
export function findingsFor(lhr: LhrLike, missed: GoalKey[], { perGoal = 4, perAudit = 3 } = {}): string[] {
  const origin = URL.canParse(lhr.finalDisplayedUrl) ? new URL(lhr.finalDisplayedUrl).origin : undefined;
  const lines: string[] = [];
  const named = new Set<string>();
  const printed = new Set<string>();
  for (const key of EXPLAIN_ORDER.filter((goal) => missed.includes(goal))) {
    const audits = auditsExplaining(lhr, key).filter((audit) => !named.has(audit.id));
    if (audits.length === 0) {
      // The performance score is made of the metrics: when they were explained, that is its explanation too.
      if (named.size === 0) lines.push(`${GOAL_NAMES[key]}: no audit names a cause (see the JSON report)`);
      continue;
    }
    for (const audit of audits.slice(0, perGoal)) {
      named.add(audit.id);
      const items = [
        ...new Set(
          itemsOf(audit.details)
            .map((item) => describeItem(item, origin))
            .filter((line): line is string => line !== undefined),
        ),
      ].slice(0, perAudit);
      // Two audits on the same thing (the layout shifts and their culprits) are said once.
      if (items.length > 0 && items.every((item) => printed.has(item))) continue;
      const metricKey = SAVINGS_FOR[key];
      const saves = metricKey ? audit.metricSavings?.[metricKey] : undefined;
      const saving = saves
        ? ` (${metricKey} −${metricKey === 'CLS' ? saves.toFixed(3) : `${Math.round(saves)} ms`})`
        : '';
      lines.push(`${GOAL_NAMES[key]}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${saving}`);
      for (const item of items) {
        printed.add(item);
        lines.push(`    ${item}`);
      }
    }
  }
  return lines;
}

/** The run whose performance score is the median one: its report explains the typical load. */
export function typicalRun<T extends LhrLike>(lhrs: T[]): T {
  const byScore = [...lhrs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byScore[Math.floor((byScore.length - 1) / 2)]!;
}

export function summarizePage(lhrs: LhrLike[]): PageSummary {
  const runs = lhrs.map(measuresOf);
  const keys = Object.keys(GOALS) as GoalKey[];
  const medianOf = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Measures;
  const benchmarkIndex = lhrs
    .map((lhr) => lhr.environment?.benchmarkIndex)
    .filter((index): index is number => index !== undefined);
  const quiet = benchmarkIndex.length > 0 && median(benchmarkIndex) >= QUIET_INDEX;
  const unjudged: GoalKey[] = quiet ? [] : ['tbtMs'];
  const missed = keys.filter((key) => !unjudged.includes(key) && !meetsGoal(key, medianOf[key]));
  return {
    median: medianOf,
    runs,
    benchmarkIndex,
    missed,
    unjudged,
    findings: missed.length > 0 ? findingsFor(typicalRun(lhrs), missed) : [],
  };
}

/** A goal's verdict as the bench prints it: met, missed, or not judged on a busy machine. */
export function verdictOf(summary: PageSummary, key: GoalKey): string {
  if (summary.unjudged.includes(key)) {
    const index = summary.benchmarkIndex.length > 0 ? Math.round(median(summary.benchmarkIndex)) : undefined;
    return `not judged (CPU index ${index ?? 'unknown'} < ${QUIET_INDEX})`;
  }
  return meetsGoal(key, summary.median[key]) ? 'met' : 'MISSED';
}
