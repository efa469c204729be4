import { afterEach, describe, expect, it } from 'vitest';
import { changedDraft, clearDraft, complaintDraftKey, emptyDraft, readDraft, writeDraft, type ComplaintDraft } from './complaint-draft.ts';

// The draft in storage (schemas/storage/complaint-draft.json): read back through the schema, so a tampered entry is
// dropped rather than trusted; a new subject (order, type, sub-type) is a new send intent with a new key.

const key = /^[0-9a-f]{32}$/;
const image = (n: number) => `/user-problem/images/${String(n).padStart(32, '0')}.jpg`;

const saved: ComplaintDraft = {
  orderNo: 'CP2607190180',
  problemType: { title: 'Collection', value: '1' },
  problemSonType: { title: 'Calls at unreasonable hours', value: '102' },
  problemDetail: 'The collector called me at 11 pm.',
  problemImages: [image(1), image(2)],
  idempotencyKey: 'a'.repeat(32),
};

afterEach(() => window.localStorage.clear());

function stored(value: unknown): Pick<Storage, 'getItem'> {
  return { getItem: (name) => (name === complaintDraftKey ? (typeof value === 'string' ? value : JSON.stringify(value)) : null) };
}

function expectFresh(draft: ComplaintDraft) {
  expect(draft).toEqual({ problemDetail: '', problemImages: [], idempotencyKey: expect.stringMatching(key) });
  expect(draft.idempotencyKey).not.toBe(saved.idempotencyKey);
}

describe('readDraft', () => {
  it('reads back a draft as it was written', () => {
    writeDraft(saved);
    expect(window.localStorage.getItem(complaintDraftKey)).toBe(JSON.stringify(saved));
    expect(readDraft()).toEqual(saved);
  });

  it('is a fresh empty draft, with a new key, when there is none', () => {
    expectFresh(readDraft());
    expect(readDraft().idempotencyKey).not.toBe(readDraft().idempotencyKey);
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
    ['no idempotency key', { ...saved, idempotencyKey: undefined }],
    ['a key with a line break', { ...saved, idempotencyKey: 'abcdefgh\nX-Header: 1' }],
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
  it('keeps the key while only the words or the images change: the same send intent', () => {
    const typed = changedDraft(saved, (next) => {
      next.problemDetail = 'Now different words.';
      next.problemImages = [image(3)];
    });
    expect(typed.problemDetail).toBe('Now different words.');
    expect(typed.problemImages).toEqual([image(3)]);
    expect(typed.idempotencyKey).toBe(saved.idempotencyKey);
    // immer: the stored draft is left as it was.
    expect(saved.problemDetail).toBe('The collector called me at 11 pm.');
  });

  it('keeps the key when the same subject is chosen again', () => {
    const again = changedDraft(saved, (next) => {
      next.orderNo = 'CP2607190180';
      next.problemType = { title: 'Collection', value: '1' };
      next.problemSonType = { title: 'Calls at unreasonable hours', value: '102' };
    });
    expect(again.idempotencyKey).toBe(saved.idempotencyKey);
  });

  it.each<[string, (next: ComplaintDraft) => void]>([
    ['another order', (next) => void (next.orderNo = 'CP2611210021')],
    ['another type', (next) => void (next.problemType = { title: 'Repayment', value: '2' })],
    ['another sub-type', (next) => void (next.problemSonType = { title: 'Contacting my family or friends', value: '103' })],
    ['the sub-type dropped', (next) => void delete next.problemSonType],
  ])('renews the key for %s: a new send intent', (_name, change) => {
    const changed = changedDraft(saved, change);
    expect(changed.idempotencyKey).toMatch(key);
    expect(changed.idempotencyKey).not.toBe(saved.idempotencyKey);
    expect(changed.problemDetail).toBe(saved.problemDetail);
  });

  it('renews the key of an empty draft when its first order and type are chosen', () => {
    const empty = emptyDraft();
    const chosen = changedDraft(empty, (next) => {
      next.orderNo = 'CP2607190180';
      next.problemType = { title: 'Repayment', value: '2' };
    });
    expect(chosen.idempotencyKey).not.toBe(empty.idempotencyKey);
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
