// Every e2e test fails on a Content-Security-Policy violation (vitest setup file): what the
// policy blocks is either a bug in the app or a hole the policy must not grow silently.
import { afterAll, afterEach } from 'vitest';
import { takeCspViolations } from './csp-violations.ts';

function failOnViolations(): void {
  const violations = takeCspViolations();
  if (violations.length > 0)
    throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
}

afterEach(failOnViolations);
afterAll(failOnViolations);
