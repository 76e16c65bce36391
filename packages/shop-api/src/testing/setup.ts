/**
 * Vitest setup file, run before each test file: passwords hash at a cheap scrypt cost (N=2^12,
 * 4 MiB, a few milliseconds) instead of production's N=2^17 (128 MiB, ~0.4 s on a small machine);
 * the suite signs in and registers hundreds of times. passwords.test.ts checks the production
 * parameters themselves, at full cost.
 */
import { afterEach } from 'vitest';
import { SCRYPT, setPasswordCostForTests } from '../access/testing';
import { takeAnswerMismatches } from './openapi-answers';

export const TEST_SCRYPT = Object.freeze({ ...SCRYPT, N: 2 ** 12 });

setPasswordCostForTests(TEST_SCRYPT);

// every answer the real server gave in this test matches the OpenAPI document (testing/openapi-answers.ts)
afterEach(() => {
  const mismatches = takeAnswerMismatches();
  if (mismatches.length) throw new Error(`Answers that do not match the OpenAPI document:\n${mismatches.join('\n')}`);
});
