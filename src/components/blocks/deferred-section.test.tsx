import { act, render, screen } from '@testing-library/react';
import { ClipboardCheckIcon } from 'lucide-react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { DeferredSection } from './deferred-section';

/** An IntersectionObserver whose callbacks the test calls: nothing is near until it says so. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed element comes within the margin. */
  comeNear() {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting: true })) as never,
      this as never,
    );
  }
}

const loads = vi.fn();
const Section = lazy(() => {
  loads();
  return Promise.resolve({
    default: () => (
      <section aria-label="Requisitos cargados">
        <p>3 de 9 requisitos listos</p>
      </section>
    ),
  });
});

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DeferredSection
        anchor="requisitos"
        title="Requisitos para postular"
        icon={ClipboardCheckIcon}
      >
        <Section />
      </DeferredSection>
    </MemoryRouter>,
  );
}

describe('DeferredSection', () => {
  afterEach(() => {
    FakeObserver.instances = [];
    loads.mockClear();
    vi.unstubAllGlobals();
  });

  it('holds its place with its title and anchor, and loads its code only when it comes near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = renderAt('/dashboard/opportunity/1');
    expect(screen.getByRole('region', { name: 'Requisitos para postular' })).toBeInTheDocument();
    expect(container.querySelector('#requisitos')).not.toBeNull();
    expect(loads).not.toHaveBeenCalled();
    const [observer] = FakeObserver.instances;
    expect(observer!.options?.rootMargin).toBe('400px 0px');

    act(() => observer!.comeNear());
    expect(await screen.findByText('3 de 9 requisitos listos')).toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
    // The loaded section stands inside the same anchor.
    expect(container.querySelector('#requisitos')).toContainElement(
      screen.getByRole('region', { name: 'Requisitos cargados' }),
    );
  });

  it("loads at once when the address's hash names it, and scrolls there once drawn", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const scrolled = vi.fn();
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    renderAt('/dashboard/opportunity/1#requisitos');
    expect(await screen.findByText('3 de 9 requisitos listos')).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'requisitos');
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderAt('/dashboard/opportunity/1');
    expect(await screen.findByText('3 de 9 requisitos listos')).toBeInTheDocument();
  });
});
