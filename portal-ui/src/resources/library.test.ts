import { describe, expect, it } from 'vitest';
import { audienceText, deleteConsequence, groupsText, titleFromFileName } from './library';

describe('the resource library', () => {
  it('titles a new resource from its file name', () => {
    expect(titleFromFileName('FMLA request form.pdf')).toBe('FMLA request form');
    expect(titleFromFileName('notes')).toBe('notes');
    expect(titleFromFileName('.profile')).toBe('.profile');
    expect(titleFromFileName(`${'a'.repeat(250)}.pdf`)).toHaveLength(200);
  });

  it('names the groups a resource is shared with', () => {
    const g = (group_name: string, visible_to_employees = false) => ({ group_name, visible_to_employees });
    expect(groupsText([])).toBe('no group');
    expect(groupsText([g('Brightpath')])).toBe('Brightpath');
    expect(groupsText([g('Acme'), g('Brightpath'), g('Mesa Verde')])).toBe('Acme, Brightpath and Mesa Verde');
    expect(groupsText([g('A'), g('B'), g('C'), g('D')])).toBe('A, B and 2 more');
    expect(audienceText(true)).toBe('HR and employees');
    expect(deleteConsequence([])).toBe('It leaves the library. This cannot be undone.');
    expect(deleteConsequence([g('Brightpath', true)])).toBe('It leaves the library and Brightpath: their HR and employees can no longer download it. This cannot be undone.');
    expect(deleteConsequence([g('Acme')])).toContain('their HR can no longer');
  });
});
