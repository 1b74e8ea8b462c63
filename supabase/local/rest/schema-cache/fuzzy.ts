// "Perhaps you meant ..." suggestions for unknown tables and functions, in the spirit of
// the FuzzySet PostgREST uses (Levenshtein similarity, at least one third alike).

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The most alike candidate, if at least `minScore` alike (PostgREST: 0.75 for names, 0.33 for parameters). */
export function closestMatch(
  name: string,
  candidates: Iterable<string>,
  minScore = 0.33,
): string | undefined {
  let best: { candidate: string; score: number } | undefined;
  const needle = name.toLowerCase();
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    const longest = Math.max(needle.length, other.length) || 1;
    const score = 1 - levenshtein(needle, other) / longest;
    if (score >= minScore && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
