import { DEFAULT_SCENARIO, installExtensionSimulator, type SimulatorScenario } from './simulator';

/**
 * The simulated extension of mock mode (decision 0021): on the page's own window, as the real
 * content script would be, with its scenario kept in localStorage so a reload keeps it. The mock
 * control and Playwright change it through `__mockApi.extension`.
 */
export const EXTENSION_SCENARIO_KEY = 'mockapi.extension';

function readScenario(): Partial<SimulatorScenario> {
  try {
    const text = localStorage.getItem(EXTENSION_SCENARIO_KEY);
    return text ? (JSON.parse(text) as Partial<SimulatorScenario>) : {};
  } catch {
    return {};
  }
}

let running: BrowserExtensionSimulator | null = null;

/** The simulator mock mode started, for the mock control (null before the mock starts). */
export const runningExtensionSimulator = () => running;

export function startExtensionSimulator(): BrowserExtensionSimulator {
  running ??= create();
  return running;
}

function create() {
  const simulator = installExtensionSimulator(window, readScenario());
  return {
    get scenario() {
      return simulator.scenario;
    },
    /** Changes the scenario and keeps it; the page's bridge hears what the extension would say. */
    configure(change: Partial<SimulatorScenario>) {
      simulator.configure(change);
      try {
        localStorage.setItem(EXTENSION_SCENARIO_KEY, JSON.stringify(simulator.scenario));
      } catch {
        // The change lasts until the page reloads.
      }
    },
    reset() {
      simulator.configure(DEFAULT_SCENARIO);
      localStorage.removeItem(EXTENSION_SCENARIO_KEY);
    },
    tokens: simulator.tokens,
    applications: simulator.applications,
  };
}

export type BrowserExtensionSimulator = ReturnType<typeof create>;
