import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

/*
 * Only the parts of Chart.js our bar charts draw (KPIs, receivables) (bars, two axes, legend, tooltip), registered
 * once; the rest of the library stays out of the bundle. Loaded when the first chart mounts.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
Chart.defaults.font.family = 'Inter Variable, Inter Fallback, system-ui, sans-serif';
Chart.defaults.locale = 'es-CL';

export { Chart };
