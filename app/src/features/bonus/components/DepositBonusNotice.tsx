import { Card } from '@arpa/ui';
import { useBonuses, useDepositCampaign } from '../api/get-deposit-bonus';

export interface DepositBonusNoticeProps {
  /** The CMS content's `playableLotteries.depositBonus.description`. */
  description: string | undefined;
}

/**
 * The deposit page's offer (SPEC §3 "Bonus info: deposit_bonus_received"): the CMS text of the deposit bonus,
 * while a campaign is on and the player has not yet received the bonus. Nothing otherwise.
 */
export function DepositBonusNotice({ description }: DepositBonusNoticeProps) {
  const campaign = useDepositCampaign();
  const bonuses = useBonuses();
  const text = description?.trim();
  if (!text || !campaign.data?.active || !bonuses.data || bonuses.data.deposit_bonus_received) return null;
  return (
    <Card title="Talletusbonus">
      <p>{text}</p>
    </Card>
  );
}
