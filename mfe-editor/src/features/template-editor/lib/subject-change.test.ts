import { describe, expect, it } from 'vitest';
import { asksBeforeReplacing, maySwitchTo, type SetFacts, type SubjectChangeMode, switchableSets } from './subject-change';

const set = (uuid: string, subject: string, job: string, jobType: string | null, photographer: string): SetFacts => ({
  uuid,
  subject: { uuid: subject },
  job: { uuid: job, type: jobType },
  photographer: { name: photographer },
});

// Emma's 2026 school set is the one the design was opened with
const anchor = set('emma-2026', 'emma', 'school-2026', 'school', 'Fjord Foto');
const emmaCatchUp = set('emma-catch-up', 'emma', 'catch-up-2026', 'school', 'Fjord Foto');
const noahSameJob = set('noah-2026', 'noah', 'school-2026', 'school', 'Fjord Foto');
const noahClub = set('noah-club', 'noah', 'club-2026', 'club', 'Fjord Foto');
const otherPhotographer = set('leo-2026', 'leo', 'other-school', 'school', 'Nordlys Foto');
const sets = [anchor, emmaCatchUp, noahSameJob, noahClub, otherPhotographer];

const offered = (mode: SubjectChangeMode, noMix = false) => switchableSets(mode, anchor, sets, noMix).map((s) => s.uuid);

describe('subject-change modes (spec 2 section 4)', () => {
  it('0 keeps to the opened set; 1 to the same subject; 2 to the same job; 3 and 4 to the same job type', () => {
    expect(offered(0)).toEqual(['emma-2026']);
    expect(offered(1)).toEqual(['emma-2026', 'emma-catch-up']);
    expect(offered(2)).toEqual(['emma-2026', 'noah-2026']);
    expect(offered(3)).toEqual(['emma-2026', 'emma-catch-up', 'noah-2026', 'leo-2026']);
    expect(offered(4)).toEqual(offered(3));
  });

  it('whiteLabelDisableMixPhotographers keeps to the opened set’s photographer', () => {
    expect(offered(3, true)).toEqual(['emma-2026', 'emma-catch-up', 'noah-2026']);
    // by uuid when both sets carry one
    const a = { ...anchor, photographer: { name: 'Fjord Foto', uuid: 'p1' } };
    const b = { ...otherPhotographer, photographer: { name: 'Fjord Foto', uuid: 'p2' } };
    expect(maySwitchTo(3, a, b, true)).toBe(false);
    expect(maySwitchTo(3, a, b, false)).toBe(true);
  });

  it('mode 3 without job types stays within the job (never widens on missing data)', () => {
    const untyped = (s: SetFacts): SetFacts => ({ ...s, job: { uuid: s.job.uuid, type: null } });
    // Emma's catch-up set is a school job like hers: with the types it is offered, without them not
    expect(maySwitchTo(3, anchor, emmaCatchUp, false)).toBe(true);
    expect(maySwitchTo(3, untyped(anchor), emmaCatchUp, false)).toBe(false);
    expect(maySwitchTo(3, anchor, untyped(emmaCatchUp), false)).toBe(false);
    expect(maySwitchTo(3, untyped(anchor), untyped(noahSameJob), false)).toBe(true);
  });

  it('mode 4 asks before a picture of another set replaces the slot’s picture', () => {
    expect(asksBeforeReplacing(4, 'emma-2026', 'noah-2026')).toBe(true);
    expect(asksBeforeReplacing(4, 'emma-2026', 'emma-2026')).toBe(false);
    expect(asksBeforeReplacing(4, null, 'noah-2026')).toBe(false);
    expect(asksBeforeReplacing(3, 'emma-2026', 'noah-2026')).toBe(false);
  });
});
