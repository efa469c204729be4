// Product logos for the demo data: a coloured tile with the product's initials, drawn on request, so the
// seeded recommended products show real images without binary files in the repo. Demo mode only.
const palette = ['#1677ff', '#00b578', '#ff8f1f', '#7c3aed', '#e11d48'];

export function demoLogoSvg(slug: string): string | undefined {
  if (!/^[a-z0-9-]{1,40}$/.test(slug)) return undefined;
  const initials = slug
    .split('-')
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
  const colour = palette[[...slug].reduce((sum, c) => sum + c.charCodeAt(0), 0) % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${colour}"/><text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
