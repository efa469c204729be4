// The three static legal/information pages (SPEC.md section 2) are screen descriptors. These checks
// hold their structure to the meta-schema and their content to the spec: the privacy policy covers every
// listed topic, and the loan terms state every business constant of SPEC.md section 9 in its context.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../schemas/meta/screen-descriptor.json';
import aboutUs from '../../schemas/screens/about-us.json';
import privacyPolicy from '../../schemas/screens/privacy-policy.json';
import loanTerms from '../../schemas/screens/loan-terms.json';
import demo from '../../schemas/fixtures/demo.json';

type Block = { paragraph: string } | { list: string[]; ordered?: boolean };
interface Section {
  heading?: string;
  blocks: Block[];
}
interface Descriptor {
  id: string;
  title: string;
  nodes: { node: string; sections?: Section[] }[];
}

const pages = [
  { file: 'about-us', title: 'About us', raw: aboutUs as unknown },
  { file: 'privacy-policy', title: 'Privacy policy', raw: privacyPolicy as unknown },
  { file: 'loan-terms', title: 'Loan terms and conditions', raw: loanTerms as unknown },
];

const validateDescriptor = new Ajv({ allErrors: true }).compile(metaSchema);

function sectionsOf(page: unknown): Section[] {
  return (page as Descriptor).nodes.flatMap((n) => (n.node === 'richText' ? (n.sections ?? []) : []));
}

/** Each paragraph and each list item on its own, so a constant is checked within one statement. */
function textsOf(section: Section): string[] {
  return section.blocks.flatMap((b) => ('paragraph' in b ? [b.paragraph] : b.list));
}

function sectionTitled(page: unknown, heading: RegExp): Section | undefined {
  return sectionsOf(page).find((s) => s.heading !== undefined && heading.test(s.heading));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The constant as a whole number or phrase: '5%' must not match inside '15%', nor '800' inside '1,800'. */
function statesConstant(text: string, constant: string): boolean {
  return new RegExp(`(?<![\\w.,])${escapeRegExp(constant)}(?!\\w|[.,]\\d)`).test(text);
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe.each(pages)('$file descriptor', ({ file, title, raw }) => {
  it('follows the screen-descriptor meta-schema', () => {
    const valid = validateDescriptor(raw);
    expect(validateDescriptor.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it(`is '${file}' with the SPEC title '${title}'`, () => {
    expect((raw as Descriptor).id).toBe(file);
    expect((raw as Descriptor).title).toBe(title);
  });

  it('is structured text: sections with headings and non-empty blocks, no HTML', () => {
    const sections = sectionsOf(raw);
    expect(sections.length).toBeGreaterThan(3);
    const headings = sections.flatMap((s) => (s.heading ? [s.heading] : []));
    expect(new Set(headings).size).toBe(headings.length);
    for (const section of sections) {
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const text of textsOf(section)) expect(text.trim().length).toBeGreaterThan(0);
    }
    for (const text of allStrings(raw)) expect(text).not.toMatch(/<\/?[a-z!][^>]*>/i);
  });
});

describe('about us', () => {
  it.each([
    ['mission', /mission/i],
    ['advantages', /why|advantage/i],
    ['team', /team/i],
    ['contact', /contact/i],
  ])('has a %s section', (_topic, heading) => {
    expect(sectionTitled(aboutUs, heading)).toBeDefined();
  });

  it('gives the customer service e-mail of the fixture corpus', () => {
    const contact = sectionTitled(aboutUs, /contact/i);
    expect(textsOf(contact!).join(' ')).toContain(demo.contactInfo.email);
  });
});

describe('privacy policy', () => {
  it.each([
    ['collection', /collection/i],
    ['representation', /representation/i],
    ['technology use', /technology/i],
    ['disclosure', /disclosure/i],
    ['cookies', /cookies/i],
    ['device information', /device/i],
    ['minors under 18', /minors.*\b18\b/i],
    ['password security', /password/i],
    ['changes', /changes/i],
    ['opt-out', /opt-out/i],
    ['data-subject rights', /data[- ]subject/i],
    ['grievance officer', /grievance officer/i],
  ])('has a section on %s', (_topic, heading) => {
    const section = sectionTitled(privacyPolicy, heading);
    expect(section, `no heading matches ${heading}`).toBeDefined();
    expect(textsOf(section!).join(' ').length).toBeGreaterThan(100);
  });

  it.each([
    ['access', /\baccess\b/i],
    ['correction', /\bcorrect/i],
    ['erasure or blocking', /erasure or blocking/i],
    ['objection', /\bobject\b/i],
    ['data portability', /data portability/i],
    ['damages', /damages/i],
    ['a complaint to the NPC', /complaint with the National Privacy Commission/i],
  ])('lists the data-subject right of %s', (_right, wording) => {
    const rights = sectionTitled(privacyPolicy, /data[- ]subject/i)!;
    expect(textsOf(rights).some((t) => wording.test(t))).toBe(true);
  });

  it('names the Data Privacy Act and the National Privacy Commission', () => {
    const text = allStrings(privacyPolicy).join(' ');
    expect(text).toContain('Data Privacy Act of 2012 (Republic Act No. 10173)');
    expect(text).toContain('National Privacy Commission (NPC)');
  });

  it('gives the grievance officer an e-mail address and a response time', () => {
    const text = textsOf(sectionTitled(privacyPolicy, /grievance officer/i)!).join(' ');
    expect(text).toMatch(/\b[\w.+-]+@cashpeso\.ph\b/);
    expect(text).toMatch(/within \d+ (working days|weekdays|business days|days)/);
  });
});

describe('loan terms and conditions', () => {
  const statements = sectionsOf(loanTerms).flatMap(textsOf);

  // Each SPEC.md section 9 constant, with words that must share its statement, so that the
  // number is tied to the rule it belongs to and not merely present somewhere.
  it.each([
    ['91', ['loan term', '365', 'calendar days']],
    ['365', ['loan term', '91']],
    ['1 day', ['decision']],
    ['1 to 3 calendar days', ['release']],
    ['half of the term', ['before its due date']],
    ['7 days', ['after release', 'half of the term']],
    ['1,000', ['late fee', 'new client']],
    ['800', ['repeat client']],
    ['5%', ['unpaid amount', 'days 1 to 30']],
    ['4%', ['unpaid amount', 'days 31 to 90']],
    ['2%', ['unpaid amount', 'from day 91']],
    ['3 calendar days', ['name', 'birth date', 'address']],
    ['10 days', ['judgment']],
    ['7 business days', ['transfer']],
    ['18', ['Filipino', 'over 18']],
    ['18', ['Minors under 18']],
  ])('states %s with %j', (constant, context) => {
    const match = statements.filter(
      (t) => statesConstant(t, constant) && context.every((w) => t.toLowerCase().includes(w.toLowerCase())),
    );
    expect(match, `no statement has '${constant}' with ${context.join(', ')}`).not.toHaveLength(0);
  });

  it('requires a permanent address in the Philippines', () => {
    const eligibility = textsOf(sectionTitled(loanTerms, /who can borrow/i)!).join(' ');
    expect(eligibility).toContain('permanent address in the Philippines');
  });

  it('walks through the loan lifecycle in order', () => {
    const steps = sectionTitled(loanTerms, /how a loan works/i)!.blocks.find((b) => 'list' in b);
    expect(steps).toMatchObject({ ordered: true });
    const stages = (steps as { list: string[] }).list.map((item) => item.split(':')[0]);
    expect(stages).toEqual(['Application', 'Decision', 'Acceptance', 'Release', 'Maturity', 'Default']);
  });

  it('names the Truth in Lending Act and an SEC-registered lender', () => {
    const text = allStrings(loanTerms).join(' ');
    expect(text).toContain('Truth in Lending Act (Republic Act No. 3765)');
    expect(text).toMatch(/registered with the Securities and Exchange Commission \(SEC\)/);
  });
});
