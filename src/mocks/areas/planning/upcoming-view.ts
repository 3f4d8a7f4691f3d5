import type { UpcomingItem } from '@/features/upcoming/api/upcoming-schema';

import { descriptionOf } from './backtest';
import type { MockUpcomingFollow } from './records';
import { NO_RECORD, type BuyerRecord, type Expected } from './upcoming-at';

/*
 * An expected item as GET /upcoming answers it (decision 0036): its window, its source as a
 * person finds it on the portal, the buyer's record and the person's follow.
 */

const iso = (ms: number) => new Date(ms).toISOString();

const PERIOD_NAMES = { mes: 'mes', trimestre: 'trimestre' } as const;

function sourceText(item: Expected): string {
  switch (item.fuente) {
    case 'plan': {
      const { fact } = item;
      const added = fact.version === 'agregada' ? ', línea agregada durante el año' : '';
      const moved = fact.version === 'modificada' ? ', fecha modificada' : '';
      return `Plan anual de compras ${fact.year} de ${fact.buyer.name} (por ${PERIOD_NAMES[fact.periodo]}${added}${moved})`;
    }
    case 'consulta':
      return `Consulta al mercado ${item.fact.code}`;
    case 'intencion':
      return `Intención de trato directo ${item.fact.code}`;
    case 'contrato':
      return `Contrato de ${item.fact.code}, adjudicado a ${item.fact.supplier.nombre}`;
    case 'nuevo_llamado':
      return `${item.fact.code}, declarada ${item.fact.state} el ${item.fact.closeDay.split('-').reverse().join('-')}`;
  }
}

export function toUpcomingItem(
  item: Expected,
  record: BuyerRecord = NO_RECORD,
  follow: MockUpcomingFollow | undefined,
): UpcomingItem {
  const base = {
    id: item.id,
    comprador: { nombre: item.buyer.name, codigo: item.buyer.code, region: item.buyer.region },
    codigosProducto: [...item.codes],
    descripcion: descriptionOf(item),
    ventana: { desde: item.fromDay, hasta: item.toDay },
    fuenteTexto: sourceText(item),
    historialComprador: {
      lineas: record.lines,
      licitadas: record.tendered,
      aTiempo: record.onTime,
      medianaDiasAtraso: record.medianDaysLate,
    },
    seguimiento: { seguido: Boolean(follow), publicada: follow?.publicada ?? null },
  };
  switch (item.fuente) {
    case 'plan':
      return {
        ...base,
        fuente: 'plan',
        montoEstimado: item.fact.amount,
        tipo: item.fact.procedure,
        periodo: item.fact.periodo,
        atrasada: item.late,
        version: item.fact.version === 'retirada' ? 'modificada' : item.fact.version,
      };
    case 'consulta':
      return {
        ...base,
        fuente: 'consulta',
        montoEstimado: item.fact.amount,
        tipo: item.fact.procedure,
        codigo: item.fact.code,
        publicadaEn: iso(item.fact.knownFromMs),
        responderHasta: iso(item.fact.respondByMs),
        preguntas: [...item.fact.questions],
      };
    case 'intencion':
      return {
        ...base,
        fuente: 'intencion',
        montoEstimado: item.fact.amount,
        tipo: 'TD',
        codigo: item.fact.code,
        publicadaEn: iso(item.fact.knownFromMs),
        proveedor: item.fact.supplier,
        causal: item.fact.ground,
        plazoObjetar: iso(item.fact.objectByMs),
      };
    case 'contrato':
      return {
        ...base,
        fuente: 'contrato',
        montoEstimado: item.fact.amount,
        tipo: item.fact.procedure,
        codigoAnterior: item.fact.code,
        terminaEn: item.fact.endDay,
        proveedorActual: item.fact.supplier,
      };
    case 'nuevo_llamado':
      return {
        ...base,
        fuente: 'nuevo_llamado',
        montoEstimado: item.fact.amount,
        tipo: item.fact.procedure,
        codigoAnterior: item.fact.code,
        estado: item.fact.state,
      };
  }
}
