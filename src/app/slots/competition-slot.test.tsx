import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { db } from '@/mocks/core/database';
import { recordRequests } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signInAs } from '@/testing/test-utils';

import { renderDetailCompetition } from './competition-slot';

const COMPETITION = /^\/competition\//;

describe("the detail's Competencia section", () => {
  it("asks for nothing until 'Ver la competencia' is pressed, then shows the figures", async () => {
    await signInAs('demo');
    const requests = recordRequests();
    const bid = db.state.applications.find((entry) => entry.companyId === 1)!;
    const { user } = renderWithProviders(
      renderDetailCompetition({ codigo: bid.opportunityCode } as OpportunityDetail),
    );
    const open = await screen.findByRole('button', { name: 'Ver la competencia' });
    expect(screen.getByRole('region', { name: 'Competencia' })).toBeInTheDocument();
    expect(requests.all.filter((request) => COMPETITION.test(request.path))).toEqual([]);

    await user.click(open);
    expect(await screen.findByRole('table', { name: 'Oferentes habituales' })).toBeInTheDocument();
    expect(requests.all.filter((request) => COMPETITION.test(request.path))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ver la competencia' })).not.toBeInTheDocument();
  });
});
