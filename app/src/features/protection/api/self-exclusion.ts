import type { SelfExclusionRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { PROTECTION_PATH } from './get-protection';

export const selfExclusionSetText = 'Pelikielto asetettu';

/** POST /api/v1/users/protection/self-exclusion: 3, 6 or 12 months, or indefinite (`null`). */
export function selfExclude(api: ApiClient, months: SelfExclusionRequest['months']) {
  return api.call('POST /api/v1/users/protection/self-exclusion', { body: { months } });
}

/** Setting a self-exclusion; the protection status shows it at once, with 'Pelikielto asetettu'. */
export function useSelfExclude() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/v1/users/protection/self-exclusion',
    async (_call, { arg: months }: { arg: SelfExclusionRequest['months'] }) => {
      const status = await selfExclude(api, months);
      await mutate(PROTECTION_PATH, status, { revalidate: false });
      toast.success(selfExclusionSetText);
    },
  );
}
