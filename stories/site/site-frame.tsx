import { useEffect, useRef, type ReactNode } from 'react';
import { enhanceContactForm } from '../../src/site/contact-form-script.ts';
import '../../src/site/site.css';

// The marketing site in a story: its markup (drawn by the same components the build prerenders) inside a `.site`
// frame of a phone's or a desktop's width, with the site's script attached as on the page. The site's layout
// follows the viewport's width (media queries), so each story also picks the matching viewport.

export const siteViewports = {
  phone360: { name: 'Phone 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' as const },
  desktop1280: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' as const },
};

export type SiteWidth = keyof typeof siteViewports;

/** Story fields that draw the story at `width`: its own frame (no phone frame) and the viewport of that width. */
export function atWidth(width: SiteWidth) {
  return {
    parameters: { ownFrame: true, layout: 'fullscreen', viewport: { options: siteViewports } },
    globals: { viewport: { value: width, isRotated: false } },
  };
}

export function SiteFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const form of frame.current?.querySelectorAll<HTMLFormElement>('form[data-contact-form]') ?? []) enhanceContactForm(form);
  }, []);
  return (
    <div ref={frame} className="site">
      {children}
    </div>
  );
}
