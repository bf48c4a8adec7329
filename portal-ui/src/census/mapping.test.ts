import { describe, expect, it } from 'vitest';
import { cellSeverities, duplicateFields, hasTier, issueColumn, mappingBody, mappingFromColumns, missingRequired, previewRows, withoutEmailNote } from './mapping';

describe('column mapping', () => {
  const columns = [
    { index: 0, header: 'First', field: 'first_name', confidence: 1, samples: [] },
    { index: 1, header: 'Last', field: 'last_name', confidence: 1, samples: [] },
    { index: 2, header: 'Notes', confidence: 0, samples: [] },
  ];
  it('starts from the guesses', () => {
    expect(mappingFromColumns(columns)).toEqual({ 0: 'first_name', 1: 'last_name', 2: null });
    expect(mappingBody({ 2: null, 0: 'dob' })).toEqual([
      { index: 0, field: 'dob' },
      { index: 2 },
    ]);
  });
  it('finds duplicates and missing essentials', () => {
    expect(duplicateFields({ 0: 'dob', 1: 'dob', 2: null })).toEqual(['dob']);
    expect(missingRequired({ 0: 'first_name', 1: 'last_name' })).toEqual(['dob']);
    expect(missingRequired({ 0: 'full_name', 1: 'dob' })).toEqual([]);
  });
  it('marks the worst issue of each cell', () => {
    const s = cellSeverities([
      { column: 1, severity: 'warning' },
      { column: 1, severity: 'error' },
      { column: 3, severity: 'warning' },
      { severity: 'error' },
    ]);
    expect([...s.entries()]).toEqual([
      [1, 'error'],
      [3, 'warning'],
    ]);
  });
  it('numbers the preview rows from 1', () => {
    const preview = [['Acme census'], ['Last', 'DOB'], ['Lee', '1/2/1980']];
    expect(previewRows(preview, 2)).toEqual([
      { row: 1, cells: ['Acme census'] },
      { row: 2, cells: ['Last', 'DOB'] },
    ]);
    expect(previewRows(preview, 10)).toHaveLength(3);
    expect(previewRows(preview, -1)).toEqual([]);
  });
});

describe('issues on their cells', () => {
  it('highlights the column an issue names, or the one under its header', () => {
    const headers = ['First Name', 'DOB', 'Dep 2 DOB'];
    expect(issueColumn({ column: 1, severity: 'error' }, headers)).toBe(1);
    expect(issueColumn({ header: 'Dep 2 DOB', severity: 'error' }, headers)).toBe(2);
    expect(issueColumn({ header: 'Nowhere', severity: 'error' }, headers)).toBeUndefined();
    const sev = cellSeverities(
      [
        { header: 'Dep 2 DOB', severity: 'warning' },
        { column: 2, header: 'Dep 2 DOB', severity: 'error' },
        { severity: 'warning' },
      ],
      headers,
    );
    expect([...sev.entries()]).toEqual([[2, 'error']]);
  });
});

describe('tier column and emails', () => {
  it('knows when no column holds a tier', () => {
    expect(hasTier({ 0: 'first_name', 1: 'dob' })).toBe(false);
    expect(hasTier({ 0: 'first_name', 4: 'medical_tier' })).toBe(true);
    expect(hasTier({ 3: 'dental_tier', 5: null })).toBe(true);
  });

  it('says how many employees cannot be invited', () => {
    expect(withoutEmailNote(0)).toBeNull();
    expect(withoutEmailNote(1)).toBe('1 employee has no email address: they cannot be invited to enroll until one is added.');
    expect(withoutEmailNote(3)).toContain('3 employees have no email address');
  });
});
