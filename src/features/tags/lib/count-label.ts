/** '1 oportunidad', '1.204 oportunidades': a tag's count, on its card and over its list. */
export const countLabel = (count: number) =>
  count === 1 ? '1 oportunidad' : `${count.toLocaleString('es-CL')} oportunidades`;
