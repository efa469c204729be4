// Marks the navigation item of the home page section in view (aria-current), as the visitor scrolls or follows a
// link. The current section is the last one whose top has reached the bottom of the sticky header; the last
// section is at least a screen tall (site.css), so every item can become current. On a phone the navigation is a
// row that scrolls sideways, and it keeps the marked item in sight.

export function markCurrentSection(doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[data-section-link]')];
  const sections = links.map((link) => doc.getElementById(link.dataset.sectionLink ?? ''));
  if (links.length === 0 || sections.some((section) => section === null)) return;
  const header = doc.querySelector('.site-header');
  const view = doc.defaultView ?? window;
  let current: string | undefined;
  let scheduled = false;

  const update = () => {
    scheduled = false;
    const line = (header?.getBoundingClientRect().bottom ?? 0) + 8;
    let index = 0;
    sections.forEach((section, at) => {
      if (section!.getBoundingClientRect().top <= line) index = at;
    });
    const id = sections[index]!.id;
    if (id === current) return;
    current = id;
    for (const link of links) {
      if (link.dataset.sectionLink === id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    // Only the row scrolls (never the page, which may be in the middle of a smooth scroll).
    const row = links[index]!.closest('ul');
    const link = links[index]!;
    if (row && row.scrollWidth > row.clientWidth) {
      const left = link.offsetLeft - row.offsetLeft;
      if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - 16;
    }
  };

  view.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      view.requestAnimationFrame(update);
    },
    { passive: true },
  );
  view.addEventListener('resize', update, { passive: true });
  update();
}
