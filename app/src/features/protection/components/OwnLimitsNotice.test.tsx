import type { ProtectionStatus } from '@arpa/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { OwnLimitsNotice } from './OwnLimitsNotice';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const status = (ownLimitsRequired: boolean): ProtectionStatus => ({
  quick_stop_until: null,
  self_exclusion: null,
  purchases_blocked: false,
  marketing_allowed: true,
  own_limits_required: ownLimitsRequired,
});

function renderAt(path: string, answer: ProtectionStatus) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={fakeApiClient(async () => answer)}>
        <MemoryRouter initialEntries={[path]}>
          <OwnLimitsNotice />
        </MemoryRouter>
      </ApiClientProvider>
    </SWRConfig>,
  );
}

describe('OwnLimitsNotice', () => {
  it('leads a player who must set own limits to Pelirajat', async () => {
    renderAt('/voittokauppa', status(true));
    expect(await screen.findByRole('link', { name: 'Aseta pelirajat' })).toHaveAttribute(
      'href',
      '/tili/pelirajat',
    );
    expect(screen.getByText(/ennen ensimmäistä ostoa tai saldon lisäystä/)).toBeInTheDocument();
  });

  it('says nothing when own limits are not required, nor on Pelirajat itself', async () => {
    renderAt('/voittokauppa', status(false));
    renderAt('/tili/pelirajat', status(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Aseta pelirajat' })).not.toBeInTheDocument();
  });
});
