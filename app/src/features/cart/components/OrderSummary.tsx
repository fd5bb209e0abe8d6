import type { ContactDetails, OrderPreview } from '@arpa/contract';
import { Box, formatMoney } from '@arpa/ui';

/** Money the player pays by bank: the part the winnings do not cover, plus the delivery fee. */
export function moneyToPay(preview: OrderPreview | undefined): number {
  return preview ? preview.withdrawn.order_deposit + preview.delivery.value : 0;
}

export interface OrderSummaryProps {
  preview: OrderPreview;
  contact?: ContactDetails;
}

/** The order's value, how much of it the winnings cover and what is left to pay (SPEC §4 summary step). */
export function OrderSummary({ preview, contact }: OrderSummaryProps) {
  const { withdrawn } = preview;
  const fromWinnings = withdrawn.wins + withdrawn.extra_wins + withdrawn.bonus;
  const rows: [string, number][] = [
    ['Tuotteet yhteensä', preview.value],
    ['Maksetaan voitoista', fromWinnings],
    ...(preview.delivery.value > 0 ? [['Toimitusmaksu', preview.delivery.value] as [string, number]] : []),
    ['Maksettava', moneyToPay(preview)],
  ];
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Box as="dl" display="flex" flexDirection="column" gap="small">
        {rows.map(([label, value]) => (
          <Box key={label} display="flex" justifyContent="space-between" gap="medium">
            <dt>{label}</dt>
            <dd>{formatMoney(value)}</dd>
          </Box>
        ))}
      </Box>
      {contact && (
        <address>
          {contact.firstname} {contact.lastname}
          <br />
          {contact.address}
          <br />
          {contact.postal_code} {contact.city}
          <br />
          {contact.email}, {contact.phone}
        </address>
      )}
    </Box>
  );
}
