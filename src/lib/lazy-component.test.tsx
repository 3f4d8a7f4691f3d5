import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { deferredPart, lazyComponent } from './lazy-component';

function greetingModule() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Greeting = lazyComponent(
    () => arrived.then(() => ({ Hello: ({ name }: { name: string }) => <p>Hola, {name}</p> })),
    (module) => module.Hello,
  );
  return { Greeting, arrive };
}

describe('lazyComponent', () => {
  it('suspends while its code is on its way, then draws', async () => {
    const { Greeting, arrive } = greetingModule();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Greeting name="Daniela" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hola, Daniela')).toBeInTheDocument();
  });

  it('draws at once, with no fallback, once its code was fetched ahead', async () => {
    const { Greeting, arrive } = greetingModule();
    expect(Greeting.isReady()).toBe(false);
    arrive();
    await Greeting.load();
    expect(Greeting.isReady()).toBe(true);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Greeting name="Joaquín" />
      </Suspense>,
    );
    expect(screen.getByText('Hola, Joaquín')).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).toBeNull();
  });
});

function partModule() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  let asked = 0;
  const Part = deferredPart(
    () => {
      asked += 1;
      return new Promise<{ Hello: (props: { name: string }) => ReactNode }>((resolve, reject) => {
        arrive = () => resolve({ Hello: ({ name }) => <p>Hola, {name}</p> });
        fail = () => reject(new Error('offline'));
      });
    },
    (module) => module.Hello,
  );
  return { Part, arrive: () => arrive(), fail: () => fail(), asked: () => asked };
}

describe('deferredPart', () => {
  it('draws its fallback without suspending, then itself once its code is in', async () => {
    const { Part, arrive, asked } = partModule();
    render(
      <Suspense fallback={<p>Pantalla anterior</p>}>
        <Part name="Daniela" fallback={<span>—</span>} />
        <p>Filas</p>
      </Suspense>,
    );
    // The rows beside it are on screen at once: nothing suspended.
    expect(screen.getByText('Filas')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('Pantalla anterior')).toBeNull();
    expect(asked()).toBe(1);
    await act(async () => arrive());
    expect(screen.getByText('Hola, Daniela')).toBeInTheDocument();
  });

  it('draws at once when its code was fetched ahead, and asks for it once', async () => {
    const { Part, arrive, asked } = partModule();
    const loading = Part.load();
    void Part.load();
    arrive();
    await loading;
    expect(Part.isReady()).toBe(true);
    render(<Part name="Joaquín" fallback={<span>—</span>} />);
    expect(screen.getByText('Hola, Joaquín')).toBeInTheDocument();
    expect(asked()).toBe(1);
  });

  it('keeps the fallback when the code cannot be fetched, and asks again on the next mount', async () => {
    const { Part, fail, asked } = partModule();
    const first = render(<Part name="Rocío" fallback={<span>—</span>} />);
    await act(async () => fail());
    expect(screen.getByText('—')).toBeInTheDocument();
    first.unmount();
    render(<Part name="Rocío" fallback={<span>—</span>} />);
    expect(asked()).toBe(2);
  });
});
