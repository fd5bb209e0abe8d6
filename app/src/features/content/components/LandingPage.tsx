import { ButtonLink, Card, PlayResponsibly, Slides, Stack, Tiles, VisuallyHidden } from '@arpa/ui';
import type { CmsContent } from '@arpa/contract';

/** The landing cards' targets and button labels (SPEC §2); title and text come from the content file. */
const cardActions = [
  { label: 'Rekisteröi arpoja', href: '/lunastettavat', playable: false },
  { label: 'Pelaa arpa', href: '/pelattavat', playable: true },
  { label: 'Katso', href: '/voittokauppa', playable: false },
] as const;

export interface LandingPageProps {
  content: CmsContent['landingPage'];
  playableTicketsEnabled: boolean;
}

export function LandingPage({ content, playableTicketsEnabled }: LandingPageProps) {
  const cards = cardActions
    .map((action, index) => ({ action, card: content.cards[index] }))
    .filter(({ action, card }) => card && (!action.playable || playableTicketsEnabled));
  return (
    <Stack space="xlarge">
      <VisuallyHidden as="h1">Arpa – raaputusarvat ja Voittokauppa</VisuallyHidden>
      {content.slides.length > 0 && (
        // The slides advertise the games: "18+" and Peluuri travel with them (issue 18).
        <Stack space="small">
          <Slides slides={content.slides.map((s) => ({ image: s.image, content: s.content }))} />
          <PlayResponsibly />
        </Stack>
      )}
      <Tiles
        as="ul"
        space="large"
        columns={{ mobile: 1, tablet: cards.length > 2 ? 3 : 2 }}
        aria-label="Palvelut"
      >
        {cards.map(({ action, card }) => (
          <li key={action.href}>
            <Card title={card!.title} actions={<ButtonLink href={action.href}>{action.label}</ButtonLink>}>
              {card!.text}
            </Card>
          </li>
        ))}
      </Tiles>
    </Stack>
  );
}
