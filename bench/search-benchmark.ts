import { performance } from 'node:perf_hooks';
import { fuseCandidate } from './engines/fuse-candidate';
import { miniSearchCandidate } from './engines/minisearch-candidate';
import type { SearchEngineCandidate } from './engines/search-engine-candidate';
import { evaluateRelevance, RELEVANCE_CASES, RELEVANCE_SETS, summarizeRelevance, worstQueries, type RelevanceReport, type RelevanceSetName, type RelevanceSummary } from './relevance';
import { median, percentile } from './statistics';
import { syntheticCorpus } from './synthetic-corpus';
import { allPages } from '@/lib/content/catalogue';
import { toSearchDocument, type SearchDocument } from '@/lib/search/index/search-documents';
import { loadSearchIndex } from '@/lib/search/index/search-index';

export const ENGINES: SearchEngineCandidate[] = [fuseCandidate, miniSearchCandidate];

/** Per query-and-corpus time budget: fuse.js takes seconds a query at 10,000 pages. */
const LATENCY_BUDGET_MS = 15_000;
const LATENCY_ROUNDS = 20;

export type CorpusMeasure = {
  pages: number;
  buildMs: number;
  serializedBytes: number;
  latency: { samples: number; p50Ms: number; p99Ms: number };
  firstRound: { samples: number; p50Ms: number; p99Ms: number };
};

export type EngineMeasure = {
  engine: string;
  relevance: { sets: Record<RelevanceSetName, RelevanceSummary>; worst: { query: string; rank: number | null }[] };
  corpora: CorpusMeasure[];
};

export function realDocuments(): SearchDocument[] {
  return allPages().map(toSearchDocument);
}

/** Relevance on the tuning set, the two held-out sets and the dev sets; the worst queries are listed for the tuning set only. */
function relevanceOf(candidate: SearchEngineCandidate): EngineMeasure['relevance'] {
  const { rank } = candidate.build(realDocuments());
  const summaries = Object.entries(RELEVANCE_SETS).map(([name, cases]) => [name, summarizeRelevance(rank, cases)]);
  return {
    sets: Object.fromEntries(summaries) as Record<RelevanceSetName, RelevanceSummary>,
    worst: worstQueries(evaluateRelevance(rank)).map(({ query, rank: position }) => ({ query, rank: position })),
  };
}

/** Relevance of an engine over the relevance set, on the real library. */
export function engineRelevance(candidate: SearchEngineCandidate): RelevanceReport {
  return evaluateRelevance(candidate.build(realDocuments()).rank);
}

function measureCorpus(candidate: SearchEngineCandidate, documents: SearchDocument[]): CorpusMeasure {
  const started = performance.now();
  const built = candidate.build(documents);
  const buildMs = performance.now() - started;
  // Each engine and size starts from a collected heap, so that none pays for the garbage of the one
  // measured before it (npm run bench runs with --expose-gc).
  globalThis.gc?.();
  const rounds: number[][] = [];
  const deadline = performance.now() + LATENCY_BUDGET_MS;
  measuring: for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    rounds.push([]);
    for (const { query } of RELEVANCE_CASES) {
      if (performance.now() > deadline) break measuring;
      const start = performance.now();
      built.rank(query);
      rounds[round]!.push(performance.now() - start);
    }
  }
  // The first round warms the process up (compiled code, and each page's sections prepared the first
  // time a search returns it); it is reported on its own, and the rest as the steady state.
  const [firstRound = [], ...laterRounds] = rounds;
  const samples = laterRounds.flat().length > 0 ? laterRounds.flat() : firstRound;
  return {
    pages: documents.length,
    buildMs,
    serializedBytes: Buffer.byteLength(built.serialized),
    latency: { samples: samples.length, p50Ms: median(samples), p99Ms: percentile(samples, 0.99) },
    firstRound: { samples: firstRound.length, p50Ms: median(firstRound), p99Ms: percentile(firstRound, 0.99) },
  };
}

/** Both engines: relevance on the real library, then build, size and query latency at three sizes. */
export function compareSearchEngines(): EngineMeasure[] {
  const real = realDocuments();
  const corpora = [real, [...real, ...syntheticCorpus(real, 1_000)], [...real, ...syntheticCorpus(real, 10_000)]];
  return ENGINES.map((candidate) => ({
    engine: candidate.name,
    relevance: relevanceOf(candidate),
    corpora: corpora.map((documents) => measureCorpus(candidate, documents)),
  }));
}

/** How long a process takes to load the real library's index as the content build writes it: median of 20 loads. */
export function indexLoadMs(): number {
  const serialized = miniSearchCandidate.build(realDocuments()).serialized;
  const durations = Array.from({ length: 20 }, () => {
    const started = performance.now();
    loadSearchIndex(JSON.parse(serialized));
    return performance.now() - started;
  });
  return median(durations);
}
