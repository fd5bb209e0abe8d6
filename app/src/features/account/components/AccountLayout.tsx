import { Box, Link, Spinner } from '@arpa/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

/** The account area's side menu: every page of /tili (SPEC §2). */
export const accountMenu = [
  { label: 'Omat tiedot', href: '/tili' },
  { label: 'Lisää saldoa', href: '/tili/lisaa-saldoa' },
  { label: 'Tilisaldot', href: '/tili/tilisaldot' },
  { label: 'Pelihistoria', href: '/tili/pelihistoria' },
  { label: 'Tilaukset', href: '/tili/tilaukset' },
  { label: 'Voittohistoria', href: '/tili/voittohistoria' },
  { label: 'Tilitapahtumat', href: '/tili/tilitapahtumat' },
  { label: 'Pelirajat', href: '/tili/pelirajat' },
  { label: 'Pelikielto ja apu', href: '/tili/pelikielto' },
] as const;

/** /tili: the side menu beside the chosen page; on narrow screens the menu comes first. */
export function AccountLayout() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, '');
  return (
    <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="xlarge">
      <Box as="nav" aria-label="Oma tili">
        <Box
          as="ul"
          display="flex"
          flexDirection={{ mobile: 'row', desktop: 'column' }}
          flexWrap="wrap"
          gap="small"
        >
          {accountMenu.map((item) => {
            const active =
              item.href === '/tili'
                ? current === '/tili'
                : current === item.href || current.startsWith(`${item.href}/`);
            return (
              <li key={item.href}>
                <Link href={item.href} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </Box>
      </Box>
      <Box display="flex" flexDirection="column" gap="large" flexGrow={1} minWidth={0}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
