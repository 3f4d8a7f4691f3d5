/*
 * What a market consultation asks suppliers (issue 41): the questions a buyer puts before it
 * writes the bases, worded as the portal's consultations word them.
 */

const QUESTIONS = [
  (product: string) =>
    `¿Qué plazo de entrega o de inicio considera razonable para ${product.toLowerCase()}?`,
  () => '¿Qué rango de precio unitario estima para el volumen indicado, con IVA incluido?',
  () => '¿Qué certificaciones o normas técnicas acredita su empresa para este tipo de contrato?',
  () => '¿Qué garantías y servicio de postventa suele ofrecer?',
  () => '¿Conviene dividir la compra en lotes por región o por tipo de producto? ¿Por qué?',
  () => '¿Qué criterios de evaluación considera adecuados además del precio?',
  () => '¿Con cuánta anticipación necesita conocer las cantidades para cumplir los plazos?',
] as const;

/** Two to five questions, drawn from `draw`. */
export function consultationQuestions(product: string, draw: number): string[] {
  const count = 2 + (draw % 4);
  const start = (draw >>> 3) % QUESTIONS.length;
  return Array.from({ length: count }, (_, index) =>
    QUESTIONS[(start + index * 3) % QUESTIONS.length]!(product),
  );
}
