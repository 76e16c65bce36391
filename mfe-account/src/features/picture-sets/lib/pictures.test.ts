import { describe, expect, it } from 'vitest';
import { pictureSetFixture } from '../testing/fixtures';
import { jobAndYear, setDescription } from './pictures';

describe('the job and its year', () => {
  const withJob = (name: string, year = 2026) => {
    const set = pictureSetFixture(1);
    return { ...set, year, job: { ...set.job, name } };
  };

  it('shows the year once when the job name carries it', () => {
    expect(setDescription(withJob('Fjordvik School 2026'))).toBe('5B · Fjordvik School 2026');
    expect(jobAndYear(withJob('Fjordvik School 2026 (catch-up day)'))).toBe('Fjordvik School 2026 (catch-up day)');
    expect(jobAndYear(withJob('2026 spring'))).toBe('2026 spring');
  });

  it('adds the year when the name does not say it (a number that only contains it does not count)', () => {
    expect(setDescription(withJob('Fjordvik School'))).toBe('5B · Fjordvik School · 2026');
    expect(jobAndYear(withJob('Class 120261'))).toBe('Class 120261 · 2026');
    expect(jobAndYear(withJob('Fjordvik School 2025', 2026))).toBe('Fjordvik School 2025 · 2026');
  });
});
