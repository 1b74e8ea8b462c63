// Content-Security-Policy violations seen during an e2e file: the page's
// `securitypolicyviolation` events (browser.ts) and the reports the app server receives
// (stack.ts, which also covers the service worker). fail-on-csp.ts fails the test on any.
const seen: string[] = [];

export function recordCspViolation(description: string): void {
  seen.push(description);
}

/** The violations since the last call, emptying the list. */
export function takeCspViolations(): string[] {
  return seen.splice(0);
}

/** A one-line description of a report-uri body ({"csp-report": {...}}). */
export function describeCspReport(report: unknown): string {
  const body = (report as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (!body) return `report: ${JSON.stringify(report)}`;
  return `report: ${String(body['effective-directive'] ?? body['violated-directive'])} blocked ${String(body['blocked-uri'])} on ${String(body['document-uri'])}`;
}
