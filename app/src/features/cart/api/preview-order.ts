import type { OrderPreview, ProvisionalOrderRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** POST /api/v1/shop/orders?provisional=true: what the order costs and how it would be paid; nothing is stored. */
export function previewOrder(api: ApiClient, body: ProvisionalOrderRequest): Promise<OrderPreview> {
  return api.call('POST /api/v1/shop/orders?provisional=true', { body });
}

/** The preview with the player's contact details (their postal code decides the delivery). */
export function usePreviewOrder() {
  const api = useApi();
  return useSWRMutation(
    'POST /api/v1/shop/orders?provisional=true',
    (_call, { arg: body }: { arg: ProvisionalOrderRequest }) => previewOrder(api, body),
  );
}
