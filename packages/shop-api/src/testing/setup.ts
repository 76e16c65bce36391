/**
 * Vitest setup file, run before each test file: passwords hash at a cheap scrypt cost (N=2^12,
 * 4 MiB, a few milliseconds) instead of production's N=2^17 (128 MiB, ~0.4 s on a small machine);
 * the suite signs in and registers hundreds of times. passwords.test.ts checks the production
 * parameters themselves, at full cost.
 */
import { SCRYPT, setPasswordCostForTests } from '../access/testing';

export const TEST_SCRYPT = Object.freeze({ ...SCRYPT, N: 2 ** 12 });

setPasswordCostForTests(TEST_SCRYPT);
