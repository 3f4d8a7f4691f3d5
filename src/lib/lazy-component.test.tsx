import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyComponent } from './lazy-component';

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
