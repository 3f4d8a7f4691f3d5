/** 'Compra Ágil' for order codes ending AG{YY} (the domain's rule), 'Licitación' otherwise (SE{YY}). */
export const originOf = (codigo: string) =>
  /-AG\d{2}$/i.test(codigo) ? 'Compra Ágil' : 'Licitación';
