/**
 * True when `href` is the current page or the section it belongs to: "/lunastettavat" is current on
 * "/lunastettavat/assa-arpa", "/tili" on "/tili/tilaukset". The front page "/" is current only on itself.
 */
export function isCurrentSection(currentPath: string | undefined, href: string): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
