/**
 * What the chat sends besides the person's words (decision 0017): every question goes out
 * with an instruction to answer in markdown; 'Resumen IA' asks the default tender summary.
 */

/** The question is suffixed with an instruction to answer in markdown (decision 0017). */
export const MARKDOWN_INSTRUCTION =
  'Responde en formato markdown, con tablas cuando ordenen mejor la información.';

/** The default tender summary: dates, samples, field visits, products (decision 0017). */
export const TENDER_SUMMARY_PROMPT =
  'Hazme un resumen de esta licitación: las fechas clave, la entrega de muestras, las visitas a terreno y una tabla de los productos solicitados.';

/** The global chat's one-click summary, over every opportunity the company tagged. */
export const GLOBAL_SUMMARY_PROMPT =
  'Hazme un resumen de mis licitaciones etiquetadas: las fechas clave, las visitas a terreno, las garantías y una tabla de los productos solicitados.';

export const QUESTION_TEXTS = {
  empty: 'La pregunta no puede estar vacía',
  notInitialised: 'Chat no inicializado. Inicializa el chat primero.',
} as const;

/** The question as the server receives it: trimmed, with the instruction after a blank line. */
export function withMarkdownInstruction(question: string) {
  return `${question.trim()}\n\n${MARKDOWN_INSTRUCTION}`;
}
