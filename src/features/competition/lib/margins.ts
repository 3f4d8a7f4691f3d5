import type { ProcessOffers } from '../api/get-process-offers';

type Offer = ProcessOffers['ofertas'][number];

export type LineMargin = {
  codigoProducto: string;
  producto: string;
  cantidad: number;
  /** Unit prices in pesos; null when that offer did not price the line. */
  nuestro: number | null;
  ganador: number | null;
  /** Ours minus the winner's, per unit (positive: we were dearer). */
  diferencia: number | null;
  /** Ours over the winner's, minus 1 (0.12: we were 12 % dearer). */
  relativa: number | null;
};

/** The selected offer, or the best ranked one when none was selected. */
export function winnerOf(process: ProcessOffers): Offer | null {
  return (
    process.ofertas.find((offer) => offer.seleccionada) ??
    process.ofertas.find((offer) => offer.lugar === 1) ??
    null
  );
}

export const ownOffer = (process: ProcessOffers): Offer | null =>
  process.ofertas.find((offer) => offer.propia) ?? null;

/** Per item of the process (its lines are in the items' order): our unit price against the winner's. */
export function lineMargins(process: ProcessOffers): LineMargin[] {
  const ours = ownOffer(process);
  const winner = winnerOf(process);
  const priceOf = (offer: Offer | null, index: number) =>
    offer?.lineas[index]?.precioUnitario ?? null;
  return process.items.map((item, index) => {
    const nuestro = priceOf(ours, index);
    const ganador = priceOf(winner, index);
    const comparable = nuestro !== null && ganador !== null;
    return {
      codigoProducto: item.codigoProducto,
      producto: item.producto,
      cantidad: item.cantidad,
      nuestro,
      ganador,
      diferencia: comparable ? nuestro - ganador : null,
      relativa: comparable && ganador > 0 ? nuestro / ganador - 1 : null,
    };
  });
}
