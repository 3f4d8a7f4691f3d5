/** Agile purchases: codes that end in COT{YY} (the domain's rule). */
export const isAgilePurchase = (codigo: string) => /-COT\d{2}$/i.test(codigo);
