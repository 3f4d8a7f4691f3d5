import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installExtensionSimulator, type ExtensionSimulator } from '@/mocks/extension/simulator';
import { createFakeWindow, settleWithTimers } from '@/testing/fake-window';

import { applicationCalls, sendOffer, type SentApplication } from './application';
import { createBridge, type Bridge } from './bridge-client';

const ORIGIN = 'https://app.oportuna.cl';
const CODE = '1267-36-COT26';
let page = createFakeWindow(ORIGIN);
let simulator: ExtensionSimulator;
let bridge: Bridge;

beforeEach(() => {
  vi.useFakeTimers();
  page = createFakeWindow(ORIGIN);
  simulator = installExtensionSimulator(page);
  bridge = createBridge({ target: page, origin: ORIGIN });
});
afterEach(() => {
  bridge.close();
  simulator.uninstall();
  vi.useRealTimers();
});

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** What the page asked the extension, in order: action and payload. */
function requests() {
  return page.posted
    .map((entry) => entry.data as Record<string, unknown>)
    .filter((message) => message.source === 'oportuna-app')
    .map(({ action, data, jwt, id, id_postulacion: application, file }) => ({
      action,
      ...(data === undefined ? {} : { data }),
      ...(jwt === undefined ? {} : { jwt }),
      ...(id === undefined ? {} : { id }),
      ...(application === undefined ? {} : { id_postulacion: application }),
      ...(file === undefined ? {} : { file: (file as { name: string }).name }),
    }));
}

function send(files: File[], previous: SentApplication | null) {
  const steps: string[] = [];
  let progress: SentApplication | null = previous;
  const result = settleWithTimers(
    sendOffer(
      applicationCalls(bridge, 'jwt-1'),
      { codigo: CODE, data: { codigoCotizacion: CODE, items: [], nota: '' }, files },
      {
        previous,
        onStep: (step) => steps.push(step),
        onProgress: (sent) => (progress = sent),
      },
    ),
  );
  return { result, steps, progress: () => progress };
}

describe('sendOffer (decision 0021)', () => {
  it('sends the data with the jwt, then each file', async () => {
    const first = send([pdf('oferta.pdf'), pdf('ficha.pdf')], null);
    const id = await first.result;
    expect(first.steps).toEqual([
      'Enviando los datos de la oferta…',
      'Enviando archivo 1 de 2: oferta.pdf',
      'Enviando archivo 2 de 2: ficha.pdf',
    ]);
    expect(requests()).toEqual([
      {
        action: 'SEND_APPLICATION_DATA',
        data: { codigoCotizacion: CODE, items: [], nota: '' },
        jwt: 'jwt-1',
      },
      { action: 'SEND_FILE', id_postulacion: id, file: 'oferta.pdf' },
      { action: 'SEND_FILE', id_postulacion: id, file: 'ficha.pdf' },
    ]);
    expect(simulator.applications.get(String(id))?.files).toEqual(['oferta.pdf', 'ficha.pdf']);
  });

  it('after a file failed, sends the same application again and deletes the files of that try first', async () => {
    simulator.configure({ rejectFile: 'ficha.pdf' });
    const first = send([pdf('oferta.pdf'), pdf('ficha.pdf')], null);
    await expect(first.result).rejects.toThrow('No se pudo adjuntar ficha.pdf');
    const failed = first.progress()!;
    expect(failed.fileIds).toHaveLength(1);
    expect(simulator.applications.get(String(failed.id))?.files).toEqual(['oferta.pdf']);

    simulator.configure({ rejectFile: null });
    page.posted.length = 0;
    const retry = send([pdf('oferta.pdf'), pdf('ficha.pdf')], failed);
    expect(await retry.result).toBe(failed.id);
    expect(retry.steps).toEqual([
      'Enviando los datos de la oferta…',
      'Quitando los archivos del intento anterior…',
      'Enviando archivo 1 de 2: oferta.pdf',
      'Enviando archivo 2 de 2: ficha.pdf',
    ]);
    expect(requests()).toEqual([
      {
        action: 'SEND_APPLICATION_DATA',
        data: { codigoCotizacion: CODE, items: [], nota: '' },
        jwt: 'jwt-1',
        id_postulacion: failed.id,
      },
      { action: 'DELETE_FILE', id: failed.fileIds[0] },
      { action: 'SEND_FILE', id_postulacion: failed.id, file: 'oferta.pdf' },
      { action: 'SEND_FILE', id_postulacion: failed.id, file: 'ficha.pdf' },
    ]);
    // One application, each file once.
    expect(simulator.applications.size).toBe(1);
    expect(simulator.applications.get(String(failed.id))?.files).toEqual([
      'oferta.pdf',
      'ficha.pdf',
    ]);
    expect(retry.progress()).toEqual({
      id: failed.id,
      fileIds: [expect.any(Number), expect.any(Number)],
    });
  });

  it('starts a new application when the one of the last try is gone (cancelled)', async () => {
    simulator.configure({ rejectFile: 'ficha.pdf' });
    const first = send([pdf('ficha.pdf')], null);
    await expect(first.result).rejects.toThrow('No se pudo adjuntar ficha.pdf');
    const failed = first.progress()!;
    await settleWithTimers(applicationCalls(bridge, 'jwt-1').cancel(failed.id));

    simulator.configure({ rejectFile: null });
    page.posted.length = 0;
    const retry = send([pdf('ficha.pdf')], failed);
    const id = await retry.result;
    expect(id).not.toBe(failed.id);
    expect(requests().map((request) => request.action)).toEqual([
      'SEND_APPLICATION_DATA',
      'SEND_FILE',
    ]);
  });
});
