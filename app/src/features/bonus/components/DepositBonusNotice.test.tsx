import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositBonusNotice } from './DepositBonusNotice';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();

let campaignActive: boolean;
let received: boolean;

function renderNotice(description = 'Saat ensimmäisestä saldon lisäyksestäsi 5 € bonusta.') {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={fakeApiClient(api)}>
        <DepositBonusNotice description={description} />
      </ApiClientProvider>
    </SWRConfig>,
  );
}

describe('DepositBonusNotice', () => {
  beforeEach(() => {
    campaignActive = true;
    received = false;
    api.mockReset();
    api.mockImplementation(async (path: string) => {
      if (path === '/api/v1/bonus-campaigns/deposit')
        return { active: campaignActive, min_deposit: 2000, bonus_value: 500, valid_days: 30 };
      if (path === '/api/v1/accounts/bonus/self')
        return { items: [], total: 0, deposit_bonus_received: received };
      throw new Error(`unexpected ${path}`);
    });
  });

  it('shows the CMS text while the campaign is on and the bonus not yet received', async () => {
    renderNotice();
    expect(
      await screen.findByText('Saat ensimmäisestä saldon lisäyksestäsi 5 € bonusta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Talletusbonus' })).toBeInTheDocument();
  });

  it('shows nothing once the bonus was received', async () => {
    received = true;
    renderNotice();
    await vi.waitFor(() => expect(api).toHaveBeenCalledWith('/api/v1/accounts/bonus/self'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Talletusbonus' })).toBeNull();
  });

  it('shows nothing without an active campaign', async () => {
    campaignActive = false;
    renderNotice();
    await vi.waitFor(() => expect(api).toHaveBeenCalledWith('/api/v1/bonus-campaigns/deposit'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/bonusta/)).toBeNull();
  });
});
