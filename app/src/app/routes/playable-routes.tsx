import { PlayResponsibly, Slides, Stack } from '@arpa/ui';
import { useParams, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * Playable online tickets (SPEC §2), only while the server's PLAYABLE_TICKETS_ENABLED is on
 * (`config.playableTicketsEnabled`, AccountRoutes). Client-rendered: each page loads on first use, so
 * nothing of them is in the landing page's budget. The content file's texts are composed here.
 */
export const playableRoutes: RouteObject[] = [
  {
    path: 'pelattavat',
    element: lazyPage(async () => {
      const [{ PlayableLotteriesPage }, { useContent }, { DepositBonusNotice }, protection] =
        await Promise.all([
          import('../../features/playable/components/PlayableLotteriesPage'),
          import('../../features/content/api/get-content'),
          import('../../features/bonus/components/DepositBonusNotice'),
          import('../../features/protection/api/get-protection'),
        ]);
      function PlayableLotteriesRoute() {
        const { data } = useContent();
        // Slides are marketing: hidden from a paused, stopped or self-excluded player.
        const marketingAllowed = protection.useMarketingAllowed();
        const slides = marketingAllowed ? (data?.playableLotteries.slides ?? []) : [];
        return (
          <PlayableLotteriesPage
            intro={
              slides.length > 0 ? (
                // The slides advertise the games: "18+" and Peluuri travel with them (issue 18).
                <Stack space="small">
                  <Slides slides={slides} />
                  <PlayResponsibly />
                </Stack>
              ) : undefined
            }
            bonus={<DepositBonusNotice description={data?.playableLotteries.depositBonus.description} />}
          />
        );
      }
      return PlayableLotteriesRoute;
    }),
  },
  {
    path: 'pelattavat/:slug',
    element: lazyPage(async () => {
      const [{ PlayableLotteryPage }, { useContent }, { ContentText }] = await Promise.all([
        import('../../features/playable/components/PlayableLotteryPage'),
        import('../../features/content/api/get-content'),
        import('../../features/content/components/ContentText'),
      ]);
      function PlayableLotteryRoute() {
        const { slug } = useParams();
        const { data } = useContent();
        const texts = data?.playable_lotteries.find((entry) => entry.slug === slug);
        const text = (value: string | undefined) =>
          value?.trim() ? <ContentText text={value} /> : undefined;
        return (
          <PlayableLotteryPage
            content={{
              description: text(texts?.description),
              bottomDescription: text(texts?.bottom_description),
              popup: text(texts?.popup),
            }}
          />
        );
      }
      return PlayableLotteryRoute;
    }),
  },
  {
    path: 'pelattavat/:slug/pelaa',
    element: lazyPage(async () => {
      // The quick stop ("Pikatauko") beside the game frame is the header's, from the protection feature.
      const [{ PlayPage }, { HeaderQuickStop }] = await Promise.all([
        import('../../features/playable/components/PlayPage'),
        import('../../features/protection/components/HeaderQuickStop'),
      ]);
      function PlayRoute() {
        return <PlayPage quickStop={<HeaderQuickStop />} />;
      }
      return PlayRoute;
    }),
  },
];
