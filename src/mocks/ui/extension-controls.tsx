import { useId, useState } from 'react';

import { runningExtensionSimulator } from '../extension/browser-simulator';
import type { SimulatorScenario } from '../extension/simulator';

const STATES = {
  active: {
    label: 'Instalada, con sesión en Mercado Público',
    change: { installed: true, portalSession: 'active' },
  },
  none: {
    label: 'Instalada, sin sesión en Mercado Público',
    change: { installed: true, portalSession: 'none' },
  },
  expired: {
    label: 'Sesión de Mercado Público expirada',
    change: { installed: true, portalSession: 'expired' },
  },
  missing: { label: 'No instalada', change: { installed: false } },
} satisfies Record<string, { label: string; change: Partial<SimulatorScenario> }>;

const COMPANIES = {
  andes: { razonsocial: 'Comercial Andes SpA', rut: '76.543.210-3' },
  pacifico: { razonsocial: 'Servicios Integrales del Pacífico Ltda.', rut: '76.987.654-5' },
  otra: { razonsocial: 'Ferretería Los Aromos Ltda.', rut: '77.123.456-0' },
} as const;

const ANSWERS = {
  normal: { label: 'Normales', change: { failWith: null, delayMs: 30 } },
  slow: { label: 'Lentas (3 s)', change: { failWith: null, delayMs: 3000 } },
  status: { label: "Error: status 'error'", change: { failWith: 'status' } },
  error: { label: 'Error: campo error', change: { failWith: 'error' } },
  errores: { label: 'Error: lista errores', change: { failWith: 'errores' } },
  success: { label: 'Error: success false', change: { failWith: 'success-false' } },
} satisfies Record<string, { label: string; change: Partial<SimulatorScenario> }>;

function stateOf(scenario: SimulatorScenario): keyof typeof STATES {
  if (!scenario.installed) return 'missing';
  return scenario.portalSession;
}

/** The simulated browser extension, in the mock control (decision 0021). */
export function ExtensionMockPanel() {
  const simulator = runningExtensionSimulator();
  const [, refresh] = useState(0);
  const ids = { state: useId(), company: useId(), answers: useId() };
  if (!simulator) return null;
  const { scenario } = simulator;
  const configure = (change: Partial<SimulatorScenario>) => {
    simulator.configure(change);
    refresh((value) => value + 1);
  };
  const company =
    (Object.entries(COMPANIES).find(([, entry]) => entry.rut === scenario.company.rut)?.[0] as
      keyof typeof COMPANIES | undefined) ?? 'andes';
  const answers =
    (Object.entries(ANSWERS).find(
      ([, entry]) =>
        entry.change.failWith === scenario.failWith &&
        (!('delayMs' in entry.change) || entry.change.delayMs === scenario.delayMs),
    )?.[0] as keyof typeof ANSWERS | undefined) ?? 'normal';
  const selectClass = 'h-9 rounded-md border border-input bg-card px-2 text-sm';
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3 text-sm">
      <legend className="px-1 font-medium">Extensión del navegador (simulada)</legend>
      <label htmlFor={ids.state} className="flex flex-col gap-1">
        Estado
        <select
          id={ids.state}
          className={selectClass}
          value={stateOf(scenario)}
          onChange={(event) => configure(STATES[event.target.value as keyof typeof STATES].change)}
        >
          {Object.entries(STATES).map(([value, entry]) => (
            <option key={value} value={value}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.company} className="flex flex-col gap-1">
        Empresa en Mercado Público
        <select
          id={ids.company}
          className={selectClass}
          value={company}
          onChange={(event) =>
            configure({ company: COMPANIES[event.target.value as keyof typeof COMPANIES] })
          }
        >
          {Object.entries(COMPANIES).map(([value, entry]) => (
            <option key={value} value={value}>
              {entry.razonsocial}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.answers} className="flex flex-col gap-1">
        Respuestas a las postulaciones
        <select
          id={ids.answers}
          className={selectClass}
          value={answers}
          onChange={(event) =>
            configure(ANSWERS[event.target.value as keyof typeof ANSWERS].change)
          }
        >
          {Object.entries(ANSWERS).map(([value, entry]) => (
            <option key={value} value={value}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <p className="text-xs text-muted-foreground">
        Tras cambiar el estado, usa «Reintentar» en el avatar de la empresa o recarga la página.
      </p>
    </fieldset>
  );
}
