import { afterEach, describe, expect, it } from 'vitest';
import { changedDraft, clearDraft, complaintDraftKey, complaintSubject, heldSendKey, readDraft, withSendKey, writeDraft, type ComplaintDraft } from './complaint-draft.ts';

// The draft in storage (schemas/storage/complaint-draft.json): read back through the schema, so a tampered entry is
// dropped rather than trusted. The send key is kept with the subject (order, type, sub-type) it was made for.

const image = (n: number) => `/user-problem/images/${String(n).padStart(32, '0')}.jpg`;

const saved: ComplaintDraft = {
  orderNo: 'CP2607190180',
  problemType: { title: 'Collection', value: '1' },
  problemSonType: { title: 'Calls at unreasonable hours', value: '102' },
  problemDetail: 'The collector called me at 11 pm.',
  problemImages: [image(1), image(2)],
  sendKey: { intent: 'CP2607190180|1|102', key: 'a'.repeat(32) },
};

afterEach(() => window.localStorage.clear());

function stored(value: unknown): Pick<Storage, 'getItem'> {
  return { getItem: (name) => (name === complaintDraftKey ? (typeof value === 'string' ? value : JSON.stringify(value)) : null) };
}

function expectFresh(draft: ComplaintDraft) {
  expect(draft).toEqual({ problemDetail: '', problemImages: [] });
}

describe('readDraft', () => {
  it('reads back a draft as it was written', () => {
    writeDraft(saved);
    expect(window.localStorage.getItem(complaintDraftKey)).toBe(JSON.stringify(saved));
    expect(readDraft()).toEqual(saved);
  });

  it('is a fresh empty draft, holding no key, when there is none', () => {
    expectFresh(readDraft());
    expect(heldSendKey(readDraft())).toBeUndefined();
  });

  it('reads a draft saved before sendKey, its idempotencyKey then the key of the subject it holds', () => {
    const { sendKey: _, ...older } = { ...saved, idempotencyKey: 'b'.repeat(32) };
    const draft = readDraft(stored(older));
    expect(draft.problemDetail).toBe(saved.problemDetail);
    expect(heldSendKey(draft)).toEqual({ intent: complaintSubject(saved), key: 'b'.repeat(32) });
  });

  it.each<[string, unknown]>([
    ['not JSON', '{"problemDetail": '],
    ['not an object', '"hello"'],
    ['null', 'null'],
    ['an array', [saved]],
    ['a description over 200 characters', { ...saved, problemDetail: 'x'.repeat(201) }],
    ['ten images', { ...saved, problemImages: Array.from({ length: 10 }, (_, n) => image(n)) }],
    ['an image of another host', { ...saved, problemImages: ['https://evil.example/a.jpg'] }],
    ['an image path that climbs out', { ...saved, problemImages: ['/user-problem/images/../../etc/passwd.jpg'] }],
    ['a field the schema lacks', { ...saved, isAdmin: true }],
    ['a key with a line break', { ...saved, sendKey: { intent: 'CP2607190180|1|102', key: 'abcdefgh\nX-Header: 1' } }],
    ['an older key with a line break', { ...saved, sendKey: undefined, idempotencyKey: 'abcdefgh\nX-Header: 1' }],
    ['a send key without its intent', { ...saved, sendKey: { key: 'a'.repeat(32) } }],
    ['an order number with a space', { ...saved, orderNo: 'CP 1' }],
    ['a type that is no number', { ...saved, problemType: { title: 'Collection', value: '1; DROP' } }],
    ['a type without its title', { ...saved, problemType: { value: '1' } }],
    ['images that are not a list', { ...saved, problemImages: image(1) }],
  ])('drops a tampered entry: %s', (_name, entry) => {
    expectFresh(readDraft(stored(entry)));
  });

  it('is a fresh draft when storage is off (reading throws)', () => {
    const off: Pick<Storage, 'getItem'> = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expectFresh(readDraft(off));
    expectFresh(readDraft(undefined));
  });
});

describe('changedDraft', () => {
  it('changes a copy, leaving the stored draft as it was', () => {
    const typed = changedDraft(saved, (next) => {
      next.problemDetail = 'Now different words.';
      next.problemImages = [image(3)];
    });
    expect(typed.problemDetail).toBe('Now different words.');
    expect(typed.problemImages).toEqual([image(3)]);
    expect(typed.sendKey).toEqual(saved.sendKey);
    expect(saved.problemDetail).toBe('The collector called me at 11 pm.');
  });
});

describe('the send intent', () => {
  it('is the subject: other words or images are the same complaint', () => {
    const typed = changedDraft(saved, (next) => {
      next.problemDetail = 'Now different words.';
      next.problemImages = [image(3)];
    });
    expect(complaintSubject(typed)).toBe(complaintSubject(saved));
  });

  it.each<[string, (next: ComplaintDraft) => void]>([
    ['another order', (next) => void (next.orderNo = 'CP2611210021')],
    ['another type', (next) => void (next.problemType = { title: 'Repayment', value: '2' })],
    ['another sub-type', (next) => void (next.problemSonType = { title: 'Contacting my family or friends', value: '103' })],
    ['the sub-type dropped', (next) => void delete next.problemSonType],
  ])('changes with %s: another complaint, so the held key is not its key', (_name, change) => {
    const changed = changedDraft(saved, change);
    expect(complaintSubject(changed)).not.toBe(complaintSubject(saved));
    expect(heldSendKey(changed)?.intent).not.toBe(complaintSubject(changed));
  });

  it('withSendKey puts the key in sendKey in place of the older field, and takes it away', () => {
    const older: ComplaintDraft = { ...saved, sendKey: undefined, idempotencyKey: 'b'.repeat(32) };
    const held = { intent: complaintSubject(saved), key: 'c'.repeat(32) };
    const kept = changedDraft(older, (next) => withSendKey(next, held));
    expect(kept.sendKey).toEqual(held);
    expect(kept).not.toHaveProperty('idempotencyKey');
    expect(changedDraft(kept, (next) => withSendKey(next, undefined))).not.toHaveProperty('sendKey');
  });
});

describe('clearDraft', () => {
  it('empties storage, so the next read is a fresh draft', () => {
    writeDraft(saved);
    window.localStorage.setItem('other.key', 'kept');
    clearDraft();
    expect(window.localStorage.getItem(complaintDraftKey)).toBeNull();
    expect(window.localStorage.getItem('other.key')).toBe('kept');
    expectFresh(readDraft());
  });

  it('and writeDraft never throw when storage is full or off', () => {
    const broken = {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(() => writeDraft(saved, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
