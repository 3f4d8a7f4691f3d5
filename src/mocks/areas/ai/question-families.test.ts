import { describe, expect, it } from 'vitest';

import { classifyQuestion, QUESTION_FAMILIES, type FamilyId } from './question-families';

describe('classifyQuestion', () => {
  it.each<[string, FamilyId[]]>([
    // What closes in a period, and when one closes.
    ['¿Qué licitaciones cierran esta semana?', ['cierres-periodo']],
    ['QUE LICITACIONES CIERRAN ESTA SEMANA', ['cierres-periodo']],
    ['¿cuáles vencen mañana?', ['cierres-periodo']],
    ['próximos cierres', ['cierres-periodo']],
    ['¿Cuándo cierra?', ['cierre']],
    ['Fecha y hora de cierre', ['cierre']],
    ['¿Hasta cuándo puedo ofertar?', ['cierre']],
    // The calendar, not the close of offers.
    ['¿Cuál es el cierre de consultas?', ['calendario']],
    ['Fechas clave de la licitación', ['calendario']],
    ['¿Cuándo se adjudica?', ['calendario']],
    // Guarantees, by any of their names.
    ['¿Qué garantías piden?', ['garantias']],
    ['¿qué GARANTIA piden?', ['garantias']],
    ['¿De cuánto es la boleta?', ['garantias']],
    ['Monto de la seriedad de la oferta', ['garantias']],
    ['¿Aceptan póliza?', ['garantias']],
    ['¿Y el fiel cumplimiento?', ['garantias']],
    ['¿Cuál es el monto y plazo de la garantía?', ['garantias']],
    ['¿Hay visita a terreno?', ['visita']],
    ['¿Cuándo es la VISITA TÉCNICA?', ['visita']],
    ['¿Cuál es el presupuesto?', ['presupuesto']],
    ['¿Cuánto pagan?', ['presupuesto']],
    ['Monto disponible', ['presupuesto']],
    ['Hazme una tabla de los productos', ['productos']],
    ['¿Qué cantidades piden de cada ítem?', ['productos']],
    ['¿Qué documentos tengo que presentar?', ['requisitos']],
    ['¿Qué anexos hay?', ['requisitos']],
    ['¿Qué necesito para postular?', ['requisitos']],
    ['Criterios de evaluación y ponderaciones', ['criterios']],
    ['¿Cómo evalúan?', ['criterios']],
    ['¿Cuál es el correo del responsable?', ['contacto']],
    ['¿A quién contacto?', ['contacto']],
    ['¿Dónde hago las consultas?', ['contacto']],
    ['Plazo de entrega', ['entrega']],
    ['¿Dónde se entregan los productos?', ['entrega']],
    ['¿Hay multas por atraso?', ['multas']],
    ['¿Qué sanción hay si no cumplo?', ['multas']],
    ['¿Cuál es el plazo de pago?', ['pago']],
    ['¿Cuándo pagan?', ['pago']],
    ['¿Piden muestras?', ['muestras']],
    ['Entrega de muestras', ['muestras']],
    ['¿Cuánto dura el contrato?', ['contrato']],
    ['¿Es renovable?', ['contrato']],
    ['Resumen', ['resumen']],
    // Several families in one question, in its order; a summary is asked alone.
    ['¿Cuándo es la visita a terreno y qué garantías piden?', ['visita', 'garantias']],
    ['¿Cuál es la dirección del comprador y qué productos piden?', ['contacto', 'productos']],
    ['Plazo de entrega y de pago', ['entrega', 'pago']],
    [
      'Hazme un resumen de esta licitación: las fechas clave, la entrega de muestras, las visitas a terreno y una tabla de los productos solicitados.',
      ['resumen'],
    ],
    // Nothing a family answers.
    ['¿Cuál es el color favorito del alcalde?', []],
    ['', []],
  ])('%s -> %j', (question, families) => {
    expect(classifyQuestion(question)).toEqual(families);
  });

  it('knows at least twelve families, each with its own label', () => {
    expect(QUESTION_FAMILIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUESTION_FAMILIES.map((family) => family.label)).size).toBe(
      QUESTION_FAMILIES.length,
    );
  });
});
