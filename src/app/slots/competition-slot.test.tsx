import { act, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { db } from '@/mocks/core/database';
import { recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { renderDetailCompetition } from './competition-slot';

/** A stand-in IntersectionObserver whose targets come into view when the test says so. */
function fakeViewport() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    targets: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
  onTestFinished(() => {
    window.IntersectionObserver = original;
  });
  return {
    scrollIntoView() {
      for (const observer of observers) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0) {
          observer.callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      }
    },
  };
}

const COMPETITION = /^\/competition\//;

async function renderSection() {
  await signInAs('demo');
  const bid = db.state.applications.find((entry) => entry.companyId === 1)!;
  const detail = { codigo: bid.opportunityCode } as OpportunityDetail;
  return renderWithProviders(renderDetailCompetition(detail));
}

describe("the detail's Competencia section", () => {
  it('asks for nothing until it is scrolled to', async () => {
    const viewport = fakeViewport();
    const requests = recordRequests();
    await renderSection();
    expect(await screen.findByRole('region', { name: 'Competencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver la competencia' })).toBeInTheDocument();
    expect(requests.all.filter((request) => COMPETITION.test(request.path))).toEqual([]);

    act(() => viewport.scrollIntoView());
    expect(await screen.findByRole('table', { name: 'Oferentes habituales' })).toBeInTheDocument();
    expect(requests.all.filter((request) => COMPETITION.test(request.path))).toHaveLength(1);
  });

  it("loads at once when 'Ver la competencia' is pressed", async () => {
    fakeViewport();
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ver la competencia' }));
    expect(await screen.findByRole('table', { name: 'Oferentes habituales' })).toBeInTheDocument();
  });
});
