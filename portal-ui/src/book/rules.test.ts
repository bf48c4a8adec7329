import { describe, expect, it } from 'vitest';
import { ageOn, confidenceTone, countyLabel, dependentProblems, einProblem, employeeDobProblem, fieldOptionLabel, fileProblem, formatBytes, formatEin, formatSsn, formatZip, groupFieldOptions, partnersProblem, planDateProblems, queryString, ssnProblem, suggestedTier, tierMatches, zip5, zipProblem } from './rules';

describe('EIN', () => {
  it('formats as typed', () => {
    expect(formatEin('12')).toBe('12');
    expect(formatEin('123')).toBe('12-3');
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatEin('12-3456789999')).toBe('12-3456789');
    expect(formatEin('ab12cd3')).toBe('12-3');
  });
  it('checks shape and IRS prefixes', () => {
    expect(einProblem('')).toBeNull();
    expect(einProblem('12-3456789')).toBeNull();
    expect(einProblem('123456789')).toBeNull();
    expect(einProblem('12-345678')).toMatch(/9 digits/);
    expect(einProblem('07-1234567')).toMatch(/never assigned/);
    expect(einProblem('89-1234567')).toMatch(/never assigned/);
  });
});

describe('ZIP and SSN', () => {
  it('formats and checks ZIPs', () => {
    expect(formatZip('80202')).toBe('80202');
    expect(formatZip('802021234')).toBe('80202-1234');
    expect(zip5('80202-1234')).toBe('80202');
    expect(zip5('8020')).toBeNull();
    expect(zipProblem('')).toMatch(/enter/);
    expect(zipProblem('', false)).toBeNull();
    expect(zipProblem('8020')).toMatch(/5 digits/);
    expect(zipProblem('80202')).toBeNull();
  });
  it('names counties of every kind', () => {
    expect(countyLabel('Fulton')).toBe('Fulton County');
    expect(countyLabel('Orleans Parish')).toBe('Orleans Parish');
    expect(countyLabel('Matanuska-Susitna Borough')).toBe('Matanuska-Susitna Borough');
    expect(countyLabel('San Juan Municipio')).toBe('San Juan Municipio');
    expect(countyLabel('District of Columbia')).toBe('District of Columbia');
    expect(countyLabel('Richmond city')).toBe('Richmond city');
  });
  it('formats and checks SSNs', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('1234')).toBe('123-4');
    expect(ssnProblem('')).toBeNull();
    expect(ssnProblem('123-45-6789')).toBeNull();
    expect(ssnProblem('000-12-3456')).toMatch(/not a valid/);
    expect(ssnProblem('12345')).toMatch(/9 digits/);
  });
});

describe('ages and dates', () => {
  it('computes ages on a date, birthdays included', () => {
    expect(ageOn('1980-06-15', '2026-06-14')).toBe(45);
    expect(ageOn('1980-06-15', '2026-06-15')).toBe(46);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-30', '2026-02-28')).toBeNull();
  });
  it('checks employee dates of birth', () => {
    const today = '2026-11-22';
    expect(employeeDobProblem('1985-04-02', today)).toBeNull();
    expect(employeeDobProblem('', today)).toMatch(/enter/);
    expect(employeeDobProblem('2027-01-01', today)).toMatch(/future/);
    expect(employeeDobProblem('2015-01-01', today)).toMatch(/14 and 100/);
    expect(employeeDobProblem('1900-01-01', today)).toMatch(/14 and 100/);
  });
  it('checks plan-year dates like the server', () => {
    const today = '2026-11-22';
    expect(planDateProblems('2027-01-01', '2028-01-01', today)).toEqual({});
    expect(planDateProblems('2027-01-01', '2026-12-01', today).renewal_date).toMatch(/after/);
    expect(planDateProblems('2027-01-01', '2028-06-01', today).renewal_date).toMatch(/15 months/);
    expect(planDateProblems('2035-01-01', '', today).effective_date).toMatch(/5 years/);
  });
});

describe('dependents and tiers', () => {
  const today = '2026-11-22';
  const child = (dob: string, disabled = false) => ({ first_name: 'A', last_name: 'B', dob, relationship: 'child' as const, disabled });
  it('covers children until 26 unless disabled', () => {
    expect(dependentProblems(child('2010-01-01'), today)).toEqual({});
    expect(dependentProblems(child('1995-01-01'), today).dob).toMatch(/until 26/);
    expect(dependentProblems(child('1995-01-01', true), today)).toEqual({});
  });
  it('allows one spouse or partner', () => {
    expect(partnersProblem([{ relationship: 'spouse' }, { relationship: 'child' }])).toBeNull();
    expect(partnersProblem([{ relationship: 'spouse' }, { relationship: 'domestic_partner' }])).toMatch(/at most one/);
  });
  it('matches tiers to dependents', () => {
    expect(tierMatches('EE', [])).toBe(true);
    expect(tierMatches('ES', [])).toBe(false);
    expect(tierMatches('ES', [{ relationship: 'domestic_partner' }])).toBe(true);
    expect(tierMatches('EC', [{ relationship: 'child' }])).toBe(true);
    expect(tierMatches('EF', [{ relationship: 'child' }])).toBe(false);
    expect(tierMatches('EF', [{ relationship: 'spouse' }, { relationship: 'child' }])).toBe(true);
    expect(tierMatches('W', [{ relationship: 'spouse' }])).toBe(true);
    expect(suggestedTier([{ relationship: 'spouse' }, { relationship: 'child' }])).toBe('EF');
    expect(suggestedTier([])).toBe('EE');
  });
});

describe('files and census fields', () => {
  it('labels census field options', () => {
    const options = [
      { key: 'dob', label: 'Date of birth' },
      { key: 'spouse:dob', label: 'Spouse: Date of birth' },
      { key: 'dependent:1:first_name', label: 'Dependent 1: First name' },
    ];
    expect(fieldOptionLabel('dob', options)).toBe('Date of birth');
    expect(fieldOptionLabel(null, options)).toBe('Ignore this column');
    expect(fieldOptionLabel('dependent:2:dob', options)).toBe('Dependent 2: Date of birth');
    expect(fieldOptionLabel('spouse:zip')).toBe('Spouse: ZIP code');
    expect(fieldOptionLabel('some_new_field')).toBe('Some new field');
    expect(fieldOptionLabel('hire_date')).toBe('Hire date');
    expect(groupFieldOptions(options).map((g) => g.group)).toEqual(['Employee', 'Spouse', 'Dependent 1']);
    expect(confidenceTone(0.95)).toBe('success');
    expect(confidenceTone(0.6)).toBe('warning');
    expect(confidenceTone(0.2)).toBe('error');
  });
  it('checks files before sending them', () => {
    expect(fileProblem({ name: 'census.csv', size: 10 }, ['csv'], 100)).toBeNull();
    expect(fileProblem({ name: 'census.pdf', size: 10 }, ['csv', 'xlsx'], 100)).toMatch(/CSV, XLSX/);
    expect(fileProblem({ name: 'big.csv', size: 1000 }, ['csv'], 100)).toMatch(/limit/);
    expect(fileProblem({ name: 'empty.csv', size: 0 }, ['csv'], 100)).toMatch(/empty/);
    expect(formatBytes(2048)).toBe('2.0 KB');
  });
  it('builds export links with the list filters', () => {
    expect(queryString({ format: 'csv', q: 'acme', stage: '', page: undefined })).toBe('?format=csv&q=acme');
    expect(queryString({})).toBe('');
  });
});
