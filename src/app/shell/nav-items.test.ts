import { describe, expect, it } from 'vitest';

import { getNavGroups, isNavSection, type NavAudience, type NavGroup } from './nav-items';

const titles = (groups: NavGroup[]) =>
  groups.map((group) => [
    group.label ?? '',
    group.items.map((item) => (isNavSection(item) ? `[${item.section}]` : item.title)),
  ]);

const regular: NavAudience = { isSupervisor: false, hasReceivablesAccess: false };

describe('sidebar menu', () => {
  it('shows a regular user the spec’s groups, sections among the links, Competencia (issue 27), Radar (issue 28) and Lo que viene (issue 41)', () => {
    expect(titles(getNavGroups(regular))).toEqual([
      ['', ['Búsquedas IA', 'Notificaciones']],
      ['Gestión de búsquedas', ['[saved-searches]', '[tags]', '[history]']],
      [
        'Gestión de oportunidades',
        [
          'Actividades',
          'Calendario',
          'Tareas',
          'Documentos',
          'Competencia',
          'Radar',
          'Lo que viene',
        ],
      ],
      ['Soporte', ['Ayuda']],
    ]);
  });

  it('adds user administration for supervisors and receivables for the allow-listed user', () => {
    const supervisor = titles(getNavGroups({ ...regular, isSupervisor: true }));
    expect(supervisor.at(-1)).toEqual(['Soporte', ['Ayuda', 'Administración de usuarios']]);
    const receivables = titles(getNavGroups({ ...regular, hasReceivablesAccess: true }));
    expect(receivables.map(([label]) => label)).toContain('Cuentas por cobrar');
  });

  it('applies each entry’s visibility rule and drops a group left empty', () => {
    const groups: NavGroup[] = [
      {
        label: 'Solo supervisión',
        items: [{ section: 'history', visible: (audience) => audience.isSupervisor }],
      },
      { label: 'Para todos', items: [{ section: 'saved-searches' }] },
    ];
    expect(titles(getNavGroups(regular, groups))).toEqual([['Para todos', ['[saved-searches]']]]);
    expect(titles(getNavGroups({ ...regular, isSupervisor: true }, groups))).toHaveLength(2);
  });
});
