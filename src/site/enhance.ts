// The marketing site's one script (index.html's entry). The pages are complete without it (they are drawn at build
// time, scripts/prerender-site.ts); it only improves the contact form and the navigation. Smooth scrolling is
// site.css's, under prefers-reduced-motion: no-preference. It imports no React and no content, to keep the site's
// first load within its 30 KB budget (scripts/budgets/budgets.ts).
import './site.css';
import { enhanceContactForm } from './contact-form-script.ts';
import { markCurrentSection } from './current-section.ts';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) enhanceContactForm(form);
markCurrentSection(document);
