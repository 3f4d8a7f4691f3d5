import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import {
  createIndexedDbBlobStore,
  createMemoryBlobStore,
  readBytes,
  type BlobStore,
} from './blob-store';
import { db } from './database';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00]);

async function bytesOf(blob: Blob) {
  return new Uint8Array(await readBytes(blob));
}

async function textOf(blob: Blob) {
  return new TextDecoder().decode(await readBytes(blob));
}

describe.each<[string, () => BlobStore]>([
  ['memory', createMemoryBlobStore],
  ['IndexedDB', () => createIndexedDbBlobStore(new IDBFactory())],
])('blob store in %s', (_, create) => {
  it('keeps a file by id, byte for byte, with its name and type', async () => {
    const store = create();
    const info = await store.put(new Blob([PDF], { type: 'application/pdf' }), {
      name: 'bases-tecnicas.pdf',
    });
    expect(info).toEqual({
      id: expect.stringMatching(/^archivo-/),
      name: 'bases-tecnicas.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });
    const found = await store.get(info.id);
    expect(found?.info).toEqual(info);
    expect(found?.blob.type).toBe('application/pdf');
    expect(await bytesOf(found!.blob)).toEqual(PDF);
  });

  it('takes the name of a File, replaces by a given id, deletes and clears', async () => {
    const store = create();
    const file = new File(['hola'], 'nota.txt', { type: 'text/plain' });
    const first = await store.put(file, { id: 'anexo-1' });
    expect(first).toMatchObject({ id: 'anexo-1', name: 'nota.txt', size: 4 });
    await store.put(new Blob(['chao!']), { id: 'anexo-1', name: 'otra.txt' });
    const replaced = await store.get('anexo-1');
    expect(replaced?.info).toMatchObject({ name: 'otra.txt', size: 5 });
    expect(await textOf(replaced!.blob)).toBe('chao!');

    const other = await store.put(new Blob(['x']));
    await store.delete('anexo-1');
    expect(await store.get('anexo-1')).toBeNull();
    expect(await store.get(other.id)).not.toBeNull();
    await store.clear();
    expect(await store.get(other.id)).toBeNull();
    expect(await store.get('nunca-existió')).toBeNull();
  });
});

describe('blob store of the mock database', () => {
  it('never puts file bytes into the state, and a reset empties it', async () => {
    const big = new Uint8Array(256 * 1024).fill(65);
    const before = JSON.stringify(db.state).length;
    const { id } = await db.blobs.put(new Blob([big]), { name: 'grande.bin' });
    // The state gains a small record at most, never the 256 KB.
    expect(JSON.stringify(db.state).length - before).toBeLessThan(4096);
    expect((await db.blobs.get(id))?.info.size).toBe(big.length);
    await db.reset();
    expect(await db.blobs.get(id)).toBeNull();
  });

  it('survives a new store over the same IndexedDB, as files survive a reload', async () => {
    const factory = new IDBFactory();
    const { id } = await createIndexedDbBlobStore(factory).put(new Blob(['persistente']));
    const reopened = await createIndexedDbBlobStore(factory).get(id);
    expect(await textOf(reopened!.blob)).toBe('persistente');
  });
});
