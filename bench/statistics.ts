/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function median(samples: number[]): number {
  return percentile(samples, 0.5);
}
